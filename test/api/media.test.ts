/**
 * Media through GraphQL: edits, the review workflow, bulk mutations under
 * each error policy, visibility outside the admin area, and the admin list's
 * statement count. Rows are inserted directly; uploads and processing have
 * their own tests (uploads.test.ts, media-processing.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface PayloadError {
  field: string | null;
  message: string;
  code: string;
}
interface MediaNode {
  id: string;
  kind: string;
  title: string;
  slug: string;
  status: string;
  access: string;
  priceCents: number;
  category: { id: string } | null;
  tags: { slug: string }[];
  platforms: { slug: string }[];
}
interface BulkPayload {
  results: { id: string; ok: boolean; code: string | null; message: string | null; media: MediaNode | null }[];
  changedCount: number;
  failedCount: number;
  errors: PayloadError[];
}

const ERRORS = 'errors { field message code }';
const FIELDS = 'id kind title slug status access priceCents category { id } tags { slug } platforms { slug }';
const BULK_FIELDS = `results { id ok code message media { ${FIELDS} } } changedCount failedCount ${ERRORS}`;

let t: TestServer;
let admin: string;
let adminId: string;
let member: string;
let assetCategory: string;
let imageCategory: string;
let platformIds: Record<string, string>;
let tagIds: string[];

beforeAll(async () => {
  t = await startTestServer();
  const a = await t.signedIn(Role.ADMIN);
  admin = a.token;
  adminId = a.userId;
  member = (await t.signedIn(Role.MEMBER)).token;
  assetCategory = await createCategory('ASSET', 'Transitions');
  imageCategory = await createCategory('IMAGE', 'Backgrounds');
  const platforms = await sql<{ id: string; slug: string }>('SELECT id, slug FROM platforms');
  platformIds = Object.fromEntries(platforms.map((p) => [p.slug, p.id]));
  tagIds = [];
  for (const name of ['Glitch', 'Retro', 'Neon']) {
    const res = await t.gql<{ createTag: { tag: { id: string } } }>(
      'mutation($i: CreateTagInput!) { createTag(input: $i) { tag { id } } }',
      { i: { name } },
      { token: admin },
    );
    tagIds.push(res.data?.createTag.tag.id as string);
  }
});
afterAll(() => t?.stop());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.server.deps.db.query(query, params) as Promise<T[]>;

async function createCategory(kind: string, name: string): Promise<string> {
  const res = await t.gql<{ createCategory: { category: { id: string } } }>(
    'mutation($i: CreateCategoryInput!) { createCategory(input: $i) { category { id } } }',
    { i: { kind, name, slug: `${name.toLowerCase()}-${kind.toLowerCase()}` } },
    { token: admin },
  );
  return res.data?.createCategory.category.id as string;
}

/** A media row as processing would leave it (READY), in the given status. */
async function insertMedia(
  opts: { kind?: string; status?: string; processing?: string; category?: string | null; title?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const kind = opts.kind ?? 'ASSET';
  const title = opts.title ?? `Clip ${id.slice(0, 8)}`;
  await sql(
    `INSERT INTO media (id, kind, title, slug, status, processing, category_id, uploader_id, rejection_reason, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      kind,
      title,
      `m-${id}`,
      opts.status ?? 'DRAFT',
      opts.processing ?? 'READY',
      opts.category === undefined ? (kind === 'IMAGE' ? imageCategory : assetCategory) : opts.category,
      adminId,
      opts.status === 'REJECTED' ? 'QUALITY' : null,
      opts.status === 'PUBLISHED' ? new Date() : null,
    ],
  );
  return id;
}

async function mutate<T>(
  name: string,
  inputType: string,
  selection: string,
  input: Record<string, unknown>,
  token = admin,
) {
  const res = await t.gql<Record<string, T>>(
    `mutation($i: ${inputType}!) { ${name}(input: $i) { ${selection} } }`,
    { i: input },
    { token },
  );
  return res;
}

async function step(name: string, input: Record<string, unknown>, inputType = 'MediaIdInput') {
  const res = await mutate<{ media: MediaNode | null; errors: PayloadError[] }>(
    name,
    inputType,
    `media { ${FIELDS} } ${ERRORS}`,
    input,
  );
  expect(res.errors).toBeUndefined();
  return res.data?.[name] as { media: MediaNode | null; errors: PayloadError[] };
}

async function bulk(name: string, input: Record<string, unknown>, inputType = 'BulkMediaInput') {
  const res = await mutate<BulkPayload>(name, inputType, BULK_FIELDS, input);
  expect(res.errors).toBeUndefined();
  return res.data?.[name] as BulkPayload;
}

const statusOf = async (id: string) =>
  (await sql<{ status: string }>('SELECT status FROM media WHERE id = $1', [id]))[0]?.status;

describe('review workflow', () => {
  it('walks DRAFT → PENDING_REVIEW → PUBLISHED → ARCHIVED → PUBLISHED, auditing and notifying', async () => {
    const id = await insertMedia();
    expect((await step('submitMedia', { id })).media?.status).toBe('PENDING_REVIEW');
    expect((await step('approveMedia', { id })).media?.status).toBe('PUBLISHED');
    expect((await step('archiveMedia', { id })).media?.status).toBe('ARCHIVED');
    expect((await step('unarchiveMedia', { id })).media?.status).toBe('PUBLISHED');

    const audit = await sql<{ action: string; data: { from: string; to: string }; actor_id: string }>(
      `SELECT action, data, actor_id FROM audit_log WHERE target_type = 'media' AND target_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.map((a) => [a.action, a.data.from, a.data.to])).toEqual([
      ['media.submit', 'DRAFT', 'PENDING_REVIEW'],
      ['media.approve', 'PENDING_REVIEW', 'PUBLISHED'],
      ['media.archive', 'PUBLISHED', 'ARCHIVED'],
      ['media.unarchive', 'ARCHIVED', 'PUBLISHED'],
    ]);
    expect(audit.every((a) => a.actor_id === adminId)).toBe(true);
    const notes = await sql<{ type: string; user_id: string }>(
      `SELECT type, user_id FROM notifications WHERE data->>'mediaId' = $1 ORDER BY created_at`,
      [id],
    );
    expect(notes.map((n) => n.type)).toEqual(['media.approved', 'media.archived', 'media.republished']);
    expect(notes.every((n) => n.user_id === adminId)).toBe(true);
  });

  it('rejects with a reason and a note, then takes the resubmission', async () => {
    const id = await insertMedia({ status: 'PENDING_REVIEW' });
    const rejected = await step(
      'rejectMedia',
      { id, reason: 'METADATA', note: 'Add platform tags.' },
      'RejectMediaInput',
    );
    expect(rejected.errors).toEqual([]);
    expect(rejected.media?.status).toBe('REJECTED');
    const detail = await t.gql<{ adminMediaItem: { rejection: { reason: string; note: string } } }>(
      'query($id: ID!) { adminMediaItem(id: $id) { rejection { reason note } history { action fromStatus toStatus reason note actor { id } } } }',
      { id },
      { token: admin },
    );
    expect(detail.data?.adminMediaItem.rejection).toEqual({ reason: 'METADATA', note: 'Add platform tags.' });
    const [note] = await sql<{ type: string; body: string }>(
      `SELECT type, body FROM notifications WHERE data->>'mediaId' = $1`,
      [id],
    );
    expect(note).toMatchObject({ type: 'media.rejected', body: 'Metadata needs work: Add platform tags.' });
    expect((await step('submitMedia', { id })).media?.status).toBe('PENDING_REVIEW');
    const [row] = await sql<{ rejection_reason: string | null }>('SELECT rejection_reason FROM media WHERE id = $1', [
      id,
    ]);
    expect(row?.rejection_reason).toBeNull();
  });

  it('requires a reason from the list and a non-blank note', async () => {
    const id = await insertMedia({ status: 'PENDING_REVIEW' });
    const blank = await mutate('rejectMedia', 'RejectMediaInput', 'media { id }', {
      id,
      reason: 'QUALITY',
      note: '   ',
    });
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await mutate('rejectMedia', 'RejectMediaInput', 'media { id }', { id, reason: 'UGLY', note: 'x' });
    expect(unknown.errors?.[0]?.message).toMatch(/UGLY/);
    expect(await statusOf(id)).toBe('PENDING_REVIEW');
  });

  it.each([
    ['approveMedia', 'DRAFT'],
    ['archiveMedia', 'DRAFT'],
    ['submitMedia', 'PUBLISHED'],
    ['unarchiveMedia', 'PUBLISHED'],
    ['approveMedia', 'REJECTED'],
    ['submitMedia', 'PENDING_REVIEW'],
    ['archiveMedia', 'ARCHIVED'],
  ])('%s on %s media is INVALID_TRANSITION and changes nothing', async (name, status) => {
    const id = await insertMedia({ status });
    const out = await step(name, { id });
    expect(out.errors).toMatchObject([{ code: 'INVALID_TRANSITION', field: 'id' }]);
    expect(out.media?.status).toBe(status);
    expect(await statusOf(id)).toBe(status);
    const audit = await sql(`SELECT 1 FROM audit_log WHERE target_id = $1`, [id]);
    expect(audit).toHaveLength(0);
  });

  it('refuses to submit unprocessed or uncategorised media (NOT_READY)', async () => {
    const pending = await insertMedia({ processing: 'PROCESSING' });
    expect((await step('submitMedia', { id: pending })).errors).toMatchObject([{ code: 'NOT_READY' }]);
    const uncategorised = await insertMedia({ category: null });
    const out = await step('submitMedia', { id: uncategorised });
    expect(out.errors).toMatchObject([{ code: 'NOT_READY' }]);
    expect(out.errors[0]?.message).toMatch(/no category/);
  });

  it('answers NOT_FOUND for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const out = await step('approveMedia', { id });
      expect(out).toMatchObject({ media: null, errors: [{ code: 'NOT_FOUND' }] });
    }
  });

  it('is for admins only', async () => {
    const id = await insertMedia({ status: 'PENDING_REVIEW' });
    const asMember = await mutate('approveMedia', 'MediaIdInput', 'media { id }', { id }, member);
    expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql('mutation($i: MediaIdInput!) { approveMedia(input: $i) { media { id } } }', {
      i: { id },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await statusOf(id)).toBe('PENDING_REVIEW');
  });
});

describe('updateMedia', () => {
  const update = (input: Record<string, unknown>) =>
    step('updateMedia', input, 'UpdateMediaInput') as Promise<{ media: MediaNode | null; errors: PayloadError[] }>;

  it('changes metadata, tags and platforms and records the changed fields', async () => {
    const id = await insertMedia();
    const out = await update({
      id,
      title: '  Neon glitch transition ',
      slug: 'neon-glitch',
      access: 'FREE',
      priceCents: 499,
      assetType: 'TRANSITION',
      tagIds: [tagIds[0], tagIds[2], tagIds[0]],
      platformIds: [platformIds.capcut, platformIds['premiere-pro']],
    });
    expect(out.errors).toEqual([]);
    expect(out.media).toMatchObject({
      title: 'Neon glitch transition',
      slug: 'neon-glitch',
      access: 'FREE',
      priceCents: 499,
      tags: [{ slug: 'glitch' }, { slug: 'neon' }],
      platforms: [{ slug: 'capcut' }, { slug: 'premiere-pro' }],
    });
    const [entry] = await sql<{ data: { changedFields: string[] } }>(
      `SELECT data FROM audit_log WHERE target_id = $1 AND action = 'media.updated'`,
      [id],
    );
    expect(entry?.data.changedFields.sort()).toEqual(
      ['access', 'assetType', 'platformIds', 'priceCents', 'slug', 'tagIds', 'title'].sort(),
    );
  });

  it('reports a duplicate slug, a category of another kind, a foreign field and unknown references', async () => {
    const first = await insertMedia();
    await update({ id: first, slug: 'taken-slug' });
    const id = await insertMedia();
    expect((await update({ id, slug: 'taken-slug' })).errors).toMatchObject([
      { code: 'DUPLICATE_SLUG', field: 'slug' },
    ]);
    expect((await update({ id, categoryId: imageCategory })).errors).toMatchObject([
      { code: 'CATEGORY_KIND_MISMATCH', field: 'categoryId' },
    ]);
    expect((await update({ id, bpm: 120 })).errors).toMatchObject([{ code: 'WRONG_KIND', field: 'bpm' }]);
    expect((await update({ id, tagIds: [randomUUID()] })).errors).toMatchObject([
      { code: 'UNKNOWN_REFERENCE', field: 'tagIds' },
    ]);
    expect((await update({ id: randomUUID(), title: 'x' })).errors).toMatchObject([{ code: 'NOT_FOUND' }]);
    // Nothing of the failed edits landed.
    const [row] = await sql<{ slug: string; category_id: string }>(
      'SELECT slug, category_id FROM media WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ slug: `m-${id}`, category_id: assetCategory });
  });

  it('keeps slugs unique across kinds: an image cannot take an asset’s slug (one public URL each)', async () => {
    const asset = await insertMedia();
    await update({ id: asset, slug: 'shared-by-kinds' });
    const image = await insertMedia({ kind: 'IMAGE' });
    expect((await update({ id: image, slug: 'shared-by-kinds' })).errors).toMatchObject([
      { code: 'DUPLICATE_SLUG', field: 'slug', message: 'Another media item has this slug already.' },
    ]);
    const [row] = await sql<{ slug: string }>('SELECT slug FROM media WHERE id = $1', [image]);
    expect(row?.slug).toBe(`m-${image}`);
  });

  it('finds a published item by slug alone, whatever its kind; a kind given with the slug narrows', async () => {
    const image = await insertMedia({ kind: 'IMAGE', status: 'PUBLISHED' });
    const find = async (vars: { slug: string; kind?: string }) =>
      (
        await t.gql<{ mediaItem: { id: string; kind: string } | null }>(
          'query($slug: String!, $kind: MediaKind) { mediaItem(slug: $slug, kind: $kind) { id kind } }',
          vars,
        )
      ).data?.mediaItem ?? null;
    expect(await find({ slug: `m-${image}` })).toEqual({ id: image, kind: 'IMAGE' });
    expect(await find({ slug: `m-${image}`, kind: 'IMAGE' })).toEqual({ id: image, kind: 'IMAGE' });
    expect(await find({ slug: `m-${image}`, kind: 'ASSET' })).toBeNull();
    const neither = await t.gql('{ mediaItem { id } }');
    expect(neither.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('edits audio fields and clears them with null', async () => {
    const id = await insertMedia({ kind: 'AUDIO', category: null });
    const set = await t.gql<{ updateMedia: { media: Record<string, unknown>; errors: PayloadError[] } }>(
      `mutation($i: UpdateMediaInput!) { updateMedia(input: $i) { media { ... on Audio { bpm musicalKey genre mood isLoop isSoundEffect } } ${ERRORS} } }`,
      { i: { id, bpm: 120, musicalKey: 'F#m', genre: 'House', mood: 'Upbeat', isLoop: true, isSoundEffect: false } },
      { token: admin },
    );
    expect(set.data?.updateMedia.media).toEqual({
      bpm: 120,
      musicalKey: 'F#m',
      genre: 'House',
      mood: 'Upbeat',
      isLoop: true,
      isSoundEffect: false,
    });
    const cleared = await t.gql<{ updateMedia: { media: Record<string, unknown> } }>(
      'mutation($i: UpdateMediaInput!) { updateMedia(input: $i) { media { ... on Audio { bpm musicalKey } } } }',
      { i: { id, bpm: null, musicalKey: null } },
      { token: admin },
    );
    expect(cleared.data?.updateMedia.media).toEqual({ bpm: null, musicalKey: null });
    const bad = await t.gql(
      'mutation($i: UpdateMediaInput!) { updateMedia(input: $i) { media { id } } }',
      {
        i: { id, bpm: 5000 },
      },
      { token: admin },
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('bulk mutations', () => {
  it('ALL_OR_NOTHING changes nothing when one item fails, and says which', async () => {
    const ok = await insertMedia({ status: 'PUBLISHED' });
    const draft = await insertMedia();
    const missing = randomUUID();
    const out = await bulk('bulkArchiveMedia', { ids: [ok, draft, missing, ok], errorPolicy: 'ALL_OR_NOTHING' });
    expect(out.changedCount).toBe(0);
    expect(out.failedCount).toBe(3);
    expect(out.results.map((r) => [r.id, r.ok, r.code])).toEqual([
      [ok, false, 'NOT_APPLIED'],
      [draft, false, 'INVALID_TRANSITION'],
      [missing, false, 'NOT_FOUND'],
    ]);
    expect(await statusOf(ok)).toBe('PUBLISHED');
  });

  it('BEST_EFFORT changes what it can and reports the rest', async () => {
    const a = await insertMedia({ status: 'PENDING_REVIEW' });
    const b = await insertMedia({ status: 'ARCHIVED' });
    const c = await insertMedia({ status: 'DRAFT' });
    const d = await insertMedia({ status: 'PENDING_REVIEW', processing: 'FAILED' });
    const out = await bulk('bulkPublishMedia', { ids: [a, b, c, d], errorPolicy: 'BEST_EFFORT' });
    expect(out.results.map((r) => [r.ok, r.code, r.media?.status])).toEqual([
      [true, null, 'PUBLISHED'],
      [true, null, 'PUBLISHED'],
      [false, 'INVALID_TRANSITION', 'DRAFT'],
      [false, 'NOT_READY', 'PENDING_REVIEW'],
    ]);
    expect(out.changedCount).toBe(2);
    const actions = await sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_id = ANY($1) ORDER BY target_id = $2 DESC`,
      [[a, b], a],
    );
    expect(actions.map((x) => x.action)).toEqual(['media.approve', 'media.unarchive']);
  });

  it('tags, untags, sets platforms, access and category, with per-kind category checks', async () => {
    const asset = await insertMedia();
    const image = await insertMedia({ kind: 'IMAGE' });
    const ids = [asset, image];
    expect(
      (await bulk('bulkTagMedia', { ids, tagIds: [tagIds[0], tagIds[1]] }, 'BulkTagMediaInput')).changedCount,
    ).toBe(2);
    // Adding a tag an item already has is fine.
    expect((await bulk('bulkTagMedia', { ids, tagIds: [tagIds[0]] }, 'BulkTagMediaInput')).changedCount).toBe(2);
    const untagged = await bulk('bulkUntagMedia', { ids, tagIds: [tagIds[0]] }, 'BulkTagMediaInput');
    expect(untagged.results.map((r) => r.media?.tags)).toEqual([[{ slug: 'retro' }], [{ slug: 'retro' }]]);
    const platforms = await bulk(
      'bulkSetMediaPlatforms',
      { ids, platformIds: [platformIds['davinci-resolve']] },
      'BulkSetMediaPlatformsInput',
    );
    expect(platforms.results.map((r) => r.media?.platforms)).toEqual([
      [{ slug: 'davinci-resolve' }],
      [{ slug: 'davinci-resolve' }],
    ]);
    const access = await bulk('bulkSetMediaAccess', { ids, access: 'FREE', priceCents: 0 }, 'BulkSetMediaAccessInput');
    expect(access.results.map((r) => r.media?.access)).toEqual(['FREE', 'FREE']);

    const mixed = await bulk(
      'bulkSetMediaCategory',
      { ids, categoryId: imageCategory, errorPolicy: 'BEST_EFFORT' },
      'BulkSetMediaCategoryInput',
    );
    expect(mixed.results.map((r) => [r.ok, r.code])).toEqual([
      [false, 'CATEGORY_KIND_MISMATCH'],
      [true, null],
    ]);
    const unknown = await bulk('bulkSetMediaCategory', { ids, categoryId: randomUUID() }, 'BulkSetMediaCategoryInput');
    expect(unknown.errors).toMatchObject([{ code: 'UNKNOWN_REFERENCE', field: 'categoryId' }]);
    expect(unknown.changedCount).toBe(0);
  });

  it('deletes rows and queues the deletion of their files', async () => {
    const a = await insertMedia();
    const b = await insertMedia({ status: 'PUBLISHED' });
    await sql(
      `INSERT INTO stored_files (media_id, role, bucket_kind, bucket, full_path, name, size, content_type, time_created, updated, md5_hash)
       VALUES ($1, 'ORIGINAL', 'private', 'b', $2, 'original.mp4', 10, 'video/mp4', now(), now(), 'x')`,
      [a, `media/${a}/original.mp4`],
    );
    const out = await bulk('bulkDeleteMedia', { ids: [a, b] });
    expect(out.results.map((r) => [r.ok, r.media])).toEqual([
      [true, null],
      [true, null],
    ]);
    expect(await sql('SELECT 1 FROM media WHERE id = ANY($1)', [[a, b]])).toHaveLength(0);
    expect(await sql('SELECT 1 FROM stored_files WHERE media_id = $1', [a])).toHaveLength(0);
    const jobs = await sql<{ data: { paths: { path: string }[] } }>(
      `SELECT data FROM pgboss.job WHERE name = 'media.delete-files' AND data->'mediaIds' ? $1`,
      [a],
    );
    expect(jobs[0]?.data.paths).toEqual([{ bucketKind: 'private', path: `media/${a}/original.mp4` }]);
  });

  it('keeps objects that other rows still use', async () => {
    const [a, b] = [await insertMedia(), await insertMedia()];
    const shared = `demo-bulk/${randomUUID()}/thumbnail.webp`;
    for (const id of [a, b]) {
      await sql(
        `INSERT INTO stored_files (media_id, role, bucket_kind, bucket, full_path, name, size, content_type, time_created, updated, md5_hash)
         VALUES ($1, 'THUMBNAIL', 'public', 'b', $2, 'thumbnail.webp', 10, 'image/webp', now(), now(), 'x')`,
        [id, shared],
      );
    }
    const res = await mutate<{ deletedId: string }>('deleteMedia', 'MediaIdInput', `deletedId ${ERRORS}`, { id: a });
    expect(res.data?.deleteMedia).toEqual({ deletedId: a, errors: [] });
    const jobs = await sql<{ data: { paths: { path: string }[] } }>(
      `SELECT data FROM pgboss.job WHERE name = 'media.delete-files' AND data->'mediaIds' ? $1`,
      [a],
    );
    expect(jobs[0]?.data.paths).toEqual([]);
  });

  it('refuses more than 100 ids before touching anything', async () => {
    const ids = Array.from({ length: 101 }, () => randomUUID());
    const res = await mutate('bulkArchiveMedia', 'BulkMediaInput', 'changedCount', { ids });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('visibility outside the admin area', () => {
  it('shows only PUBLISHED media to members and visitors, whatever the query', async () => {
    const ids = Object.fromEntries(
      await Promise.all(
        ['DRAFT', 'PENDING_REVIEW', 'REJECTED', 'ARCHIVED', 'PUBLISHED'].map(async (s) => [
          s,
          await insertMedia({ status: s }),
        ]),
      ),
    ) as Record<string, string>;
    for (const token of [undefined, member]) {
      for (const [status, id] of Object.entries(ids)) {
        const byId = await t.gql<{ mediaItem: { id: string } | null }>(
          'query($id: ID!) { mediaItem(id: $id) { id } }',
          { id },
          { token },
        );
        const bySlug = await t.gql<{ mediaItem: { id: string } | null }>(
          'query($slug: String!) { mediaItem(slug: $slug, kind: ASSET) { id } }',
          { slug: `m-${id}` },
          { token },
        );
        const visible = status === 'PUBLISHED';
        expect(byId.data?.mediaItem?.id ?? null, `${status} by id`).toBe(visible ? id : null);
        expect(bySlug.data?.mediaItem?.id ?? null, `${status} by slug`).toBe(visible ? id : null);
      }
      const list = await t.gql('{ adminMedia { totalCount } }', {}, { token });
      expect(list.errors?.[0]?.extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      const item = await t.gql('query($id: ID!) { adminMediaItem(id: $id) { id } }', { id: ids.DRAFT }, { token });
      expect(item.errors?.[0]?.extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
  });

  it('hides admin-only fields of published media from members', async () => {
    const id = await insertMedia({ status: 'PUBLISHED' });
    const res = await t.gql('query($id: ID!) { mediaItem(id: $id) { id files { url } } }', { id }, { token: member });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ok = await t.gql(
      'query($id: ID!) { mediaItem(id: $id) { id title thumbnailUrl } }',
      { id },
      { token: member },
    );
    expect(ok.errors).toBeUndefined();
  });
});

describe('admin list', () => {
  it('filters, sorts and pages', async () => {
    const marker = `Zebra ${randomUUID().slice(0, 6)}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await insertMedia({ title: `${marker} ${i}`, status: i % 2 ? 'PUBLISHED' : 'DRAFT' }));
    const LIST = `query($f: AdminMediaFilter, $s: MediaSort, $first: Int, $after: String) {
      adminMedia(filter: $f, sort: $s, first: $first, after: $after) { totalCount edges { node { id title status } } pageInfo { hasNextPage endCursor } } }`;
    type List = {
      adminMedia: {
        totalCount: number;
        edges: { node: { id: string; title: string; status: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const first = await t.gql<List>(LIST, { f: { search: marker }, s: 'TITLE', first: 3 }, { token: admin });
    expect(first.data?.adminMedia.totalCount).toBe(5);
    expect(first.data?.adminMedia.edges.map((e) => e.node.title)).toEqual([0, 1, 2].map((i) => `${marker} ${i}`));
    const second = await t.gql<List>(
      LIST,
      { f: { search: marker }, s: 'TITLE', first: 3, after: first.data?.adminMedia.pageInfo.endCursor },
      { token: admin },
    );
    expect(second.data?.adminMedia.edges.map((e) => e.node.title)).toEqual([3, 4].map((i) => `${marker} ${i}`));
    expect(second.data?.adminMedia.pageInfo.hasNextPage).toBe(false);
    const published = await t.gql<List>(LIST, { f: { search: marker, statuses: ['PUBLISHED'] } }, { token: admin });
    expect(published.data?.adminMedia.edges.map((e) => e.node.status)).toEqual(['PUBLISHED', 'PUBLISHED']);
    const bad = await t.gql(LIST, { f: { categoryId: 'nope' } }, { token: admin });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('costs the same number of SQL statements at 10 and 50 rows', async () => {
    for (let i = 0; i < 50; i++) {
      const id = await insertMedia();
      await sql('INSERT INTO media_tags (media_id, tag_id) VALUES ($1, $2)', [id, tagIds[i % 3]]);
      await sql('INSERT INTO media_platforms (media_id, platform_id) VALUES ($1, $2)', [id, platformIds.capcut]);
    }
    const LIST = `query($first: Int) { adminMedia(first: $first) { totalCount edges { node { id title thumbnailUrl previewUrl
      category { name } tags { name } platforms { name } processing { state } uploader { email }
      ... on Asset { durationSeconds hoverLoopUrl storyboard { url } } } } } }`;
    const counts: number[] = [];
    for (const first of [10, 50]) {
      const res = await t.gql(LIST, { first }, { token: admin });
      expect(res.errors).toBeUndefined();
      counts.push(Number(res.headers.get('x-sql-statements')));
    }
    // viewer (1) + page (1) + count (1) + category, tags, platforms, files, uploader (5)
    expect(counts).toEqual([8, 8]);
  });
});
