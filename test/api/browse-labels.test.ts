/**
 * Facet labels of categories: each kind has its own tree, so two kinds may
 * both have a "Backgrounds". Listed together (no kind filter) they say their
 * kind; listed alone they keep their plain name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
const cat: Record<string, string> = {};

const CATEGORIES = `query($f: MediaFilter) { media(filter: $f, first: 1) { facets { categories { value label count } } } }`;

async function categoryFacet(filter: Record<string, unknown> | null) {
  const res = await t.gql<{ media: { facets: { categories: { value: string; label: string; count: number }[] } } }>(
    CATEGORIES,
    { f: filter },
  );
  expect(res.errors).toBeUndefined();
  return res.data?.media.facets.categories ?? [];
}

beforeAll(async () => {
  t = await startTestServer();
  const factory = mediaFactory(t);
  cat.videoBackgrounds = (await factory.category('ASSET', 'Backgrounds')).id;
  cat.imageBackgrounds = (await factory.category('IMAGE', 'Backgrounds')).id;
  cat.music = (await factory.category('AUDIO', 'Music')).id;
  await factory.create({ kind: 'ASSET', status: 'PUBLISHED', categoryId: cat.videoBackgrounds });
  await factory.create({ kind: 'IMAGE', status: 'PUBLISHED', categoryId: cat.imageBackgrounds });
  await factory.create({ kind: 'IMAGE', status: 'PUBLISHED', categoryId: cat.imageBackgrounds });
  await factory.create({ kind: 'AUDIO', status: 'PUBLISHED', categoryId: cat.music });
});
afterAll(() => t?.stop());

describe('category facet labels', () => {
  it('name the kind of same-named categories listed together, and only theirs', async () => {
    const facet = await categoryFacet(null);
    expect(facet).toEqual(
      expect.arrayContaining([
        { value: cat.videoBackgrounds, label: 'Backgrounds (Video assets)', count: 1 },
        { value: cat.imageBackgrounds, label: 'Backgrounds (Images)', count: 2 },
        { value: cat.music, label: 'Music', count: 1 },
      ]),
    );
    expect(facet).toHaveLength(3);
  });

  it('keep the plain name when the other kind is filtered out', async () => {
    expect(await categoryFacet({ kinds: ['IMAGE'] })).toEqual([
      { value: cat.imageBackgrounds, label: 'Backgrounds', count: 2 },
    ]);
  });
});
