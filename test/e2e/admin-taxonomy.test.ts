/**
 * The taxonomy screens in the browser: category trees (create, subcategory,
 * a move the server refuses as a cycle, deleting a category that is not
 * empty, reordering, renaming; the audio tree on its own screen), tags
 * (create, duplicate slug, search, pages, rename and re-slug, delete) and
 * platforms (the seeded order, edit, create with an SVG icon, delete), with
 * axe on each screen at desktop and phone width.
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let admin: { token: string; userId: string; email: string; password: string };

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  admin = await t.signedIn(Role.ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.server.deps.db.query(query, params) as Promise<T[]>;

async function categoryId(name: string): Promise<string> {
  const [row] = await sql<{ id: string }>('SELECT id FROM categories WHERE name = $1', [name]);
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}

async function adminPage(path: string, viewport = { width: 1280, height: 900 }) {
  const page = await (await browser.newContext({ baseURL: t.url, viewport, bypassCSP: true })).newPage();
  const errors = watchPageErrors(page);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return { page, errors };
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const form = (page: Page, name: string) => page.getByRole('form', { name });
const rowTitles = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list, exact: true })
    .locator(':scope > li > .crud-row__line .crud-row__title')
    .allInnerTexts();

describe.skipIf(skip)('the taxonomy screens in the browser', () => {
  it('builds a category tree, refuses a cycle and the deletion of a category that is not empty', async () => {
    // A retry starts from no categories again (every one here is this test's, and its media item).
    await sql("DELETE FROM media WHERE slug = 'zoom-blur'");
    await sql('UPDATE categories SET parent_id = NULL');
    await sql('DELETE FROM categories');
    const { page, errors } = await adminPage('/admin/categories');
    expect(await page.getByRole('tab', { name: 'Assets' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('No asset categories yet.').waitFor();

    const create = form(page, 'New asset category');
    await create.getByLabel('Name').fill('Transitions');
    await create.getByLabel('Description').fill('Cuts from one clip to the next.');
    await button(page, 'Create category').click();
    await expect.poll(() => rowTitles(page, 'Asset categories')).toEqual(['Transitions']);
    expect(await sql('SELECT slug, parent_id, kind FROM categories WHERE name = $1', ['Transitions'])).toEqual([
      { slug: 'transitions', parent_id: null, kind: 'ASSET' },
    ]);

    // "Add subcategory" starts the form under that category, focus on the name.
    await button(page, 'Add subcategory “Transitions”').click();
    await expect.poll(() => create.getByLabel('Name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await create.getByLabel('Parent category').inputValue()).toBe(await categoryId('Transitions'));
    await create.getByLabel('Name').fill('Glitch');
    await button(page, 'Create category').click();
    await expect.poll(() => rowTitles(page, 'Subcategories of Transitions')).toEqual(['Glitch']);

    await create.getByLabel('Name').fill('Zooms');
    await create.getByLabel('Parent category').selectOption({ label: 'None (top level)' });
    await button(page, 'Create category').click();
    await expect.poll(() => rowTitles(page, 'Asset categories')).toEqual(['Transitions', 'Zooms']);

    // A category cannot be offered a parent inside itself.
    await button(page, 'Edit “Transitions”').click();
    const edit = form(page, 'Edit the category “Transitions”');
    const parents = await edit.getByLabel('Parent category').locator('option').allInnerTexts();
    expect(parents).toEqual(['None (top level)', 'Zooms']);

    // Meanwhile someone moves Zooms under Glitch: the screen still offers it, the server refuses the cycle.
    const moved = await t.gql(
      'mutation($i: UpdateCategoryInput!) { updateCategory(input: $i) { errors { code } } }',
      { i: { id: await categoryId('Zooms'), parentId: await categoryId('Glitch') } },
      { token: admin.token },
    );
    expect(moved.errors).toBeUndefined();
    await edit.getByLabel('Parent category').selectOption({ label: 'Zooms' });
    await button(page, 'Save category').click();
    await edit.getByText('A category cannot be moved under itself or one of its own subcategories.').waitFor();
    expect(await edit.getByLabel('Parent category').getAttribute('aria-invalid')).toBe('true');
    // The tree was fetched again and shows the move; Zooms is no longer offered, the parent is as it was.
    await expect.poll(() => rowTitles(page, 'Subcategories of Glitch')).toEqual(['Zooms']);
    expect(await edit.getByLabel('Parent category').locator('option').allInnerTexts()).toEqual(['None (top level)']);
    expect(await edit.getByLabel('Parent category').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => edit.count()).toBe(0);
    expect(await button(page, 'Edit “Transitions”').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await sql('SELECT parent_id FROM categories WHERE name = $1', ['Transitions'])).toEqual([
      { parent_id: null },
    ]);

    // Deleting a category with subcategories, or with media, is refused in the dialog.
    await button(page, 'Delete “Transitions”').click();
    let dialog = page.getByRole('dialog', { name: 'Delete the category “Transitions”?' });
    await button(page, 'Delete category').click();
    await dialog.getByText('The category still has subcategories: move or delete them first.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await sql(
      `INSERT INTO media (kind, title, slug, category_id, original_filename) VALUES ('ASSET', 'Zoom Blur', 'zoom-blur', $1, 'zoom.mp4')`,
      [await categoryId('Zooms')],
    );
    await button(page, 'Delete “Zooms”').click();
    dialog = page.getByRole('dialog', { name: 'Delete the category “Transitions / Glitch / Zooms”?' });
    await button(page, 'Delete category').click();
    await dialog.getByText(/still holds 1 media item/).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await sql('SELECT count(*)::int AS n FROM categories')).toEqual([{ n: 3 }]);

    // An empty one goes.
    await create.getByLabel('Name').fill('Temporary');
    await create.getByLabel('Parent category').selectOption({ label: 'None (top level)' });
    await button(page, 'Create category').click();
    // A new category goes after its siblings.
    await expect.poll(() => rowTitles(page, 'Asset categories')).toEqual(['Transitions', 'Temporary']);
    await button(page, 'Delete “Temporary”').click();
    await button(page, 'Delete category').click();
    await expect.poll(() => rowTitles(page, 'Asset categories')).toEqual(['Transitions']);

    // Reorder and rename.
    await create.getByLabel('Name').fill('Overlays');
    await create.getByLabel('Parent category').selectOption({ label: 'None (top level)' });
    await button(page, 'Create category').click();
    await expect.poll(() => rowTitles(page, 'Asset categories')).toEqual(['Transitions', 'Overlays']);
    await button(page, 'Up “Overlays”').click();
    await expect.poll(() => rowTitles(page, 'Asset categories')).toEqual(['Overlays', 'Transitions']);
    expect(
      await sql("SELECT name, position FROM categories WHERE parent_id IS NULL AND kind = 'ASSET' ORDER BY position"),
    ).toEqual([
      { name: 'Overlays', position: 0 },
      { name: 'Transitions', position: 1 },
    ]);
    await button(page, 'Edit “Glitch”').click();
    const glitch = form(page, 'Edit the category “Glitch”');
    await glitch.getByLabel('Name').fill('Glitch FX');
    await glitch.getByLabel('Slug').fill('glitch-fx');
    await button(page, 'Save category').click();
    await expect.poll(() => rowTitles(page, 'Subcategories of Transitions')).toEqual(['Glitch FX']);
    expect(await sql('SELECT slug FROM categories WHERE name = $1', ['Glitch FX'])).toEqual([{ slug: 'glitch-fx' }]);

    // The image tree is another tab; audio has its own screen.
    await page.getByRole('tab', { name: 'Images' }).click();
    await page.waitForURL((url) => url.search === '?kind=IMAGE');
    await page.getByText('No image categories yet.').waitFor();
    await page.goto('/admin/audio/categories');
    await form(page, 'New audio category').getByLabel('Name').fill('Music');
    await button(page, 'Create category').click();
    await expect.poll(() => rowTitles(page, 'Audio categories')).toEqual(['Music']);
    expect(await sql('SELECT kind FROM categories WHERE name = $1', ['Music'])).toEqual([{ kind: 'AUDIO' }]);
    expect(errors()).toEqual([]);
  });

  it('creates, finds, pages, renames, re-slugs and deletes tags', async () => {
    // A retry starts from no tags again (every one here is this test's).
    await sql('DELETE FROM tags');
    const { page, errors } = await adminPage('/admin/tags');
    await page.getByText('No tags yet.').waitFor();
    const create = form(page, 'New tag');
    await create.getByLabel('Name').fill('Light Leaks');
    await button(page, 'Create tag').click();
    await expect.poll(() => rowTitles(page, 'Tags')).toEqual(['Light Leaks']);
    await page.getByRole('list', { name: 'Tags' }).getByText('light-leaks', { exact: true }).waitFor();

    // The slug is checked here first, then by the server.
    await create.getByLabel('Name').fill('Leaks');
    await create.getByLabel('Slug').fill('Bad Slug');
    await button(page, 'Create tag').click();
    await create.getByText('Use lowercase letters, digits and single hyphens').waitFor();
    await create.getByLabel('Slug').fill('light-leaks');
    await button(page, 'Create tag').click();
    await create.getByText('Another tag has this slug already.').waitFor();
    expect(await create.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');

    // 30 more: two pages of 25; the search narrows them.
    await sql(
      `INSERT INTO tags (name, slug) SELECT 'Stock ' || lpad(n::text, 2, '0'), 'stock-' || lpad(n::text, 2, '0') FROM generate_series(1, 30) n`,
    );
    await page.reload();
    await page.getByText('31 tags · page 1 of 2').waitFor();
    await button(page, 'Next page').click();
    await page.getByText('31 tags · page 2 of 2').waitFor();
    await expect.poll(async () => (await rowTitles(page, 'Tags')).length).toBe(6);
    await button(page, 'Previous page').click();
    await page.getByText('31 tags · page 1 of 2').waitFor();
    await page.getByLabel('Search tags').fill('leak');
    await page.getByText('1 tag matching “leak”').waitFor();
    expect(await rowTitles(page, 'Tags')).toEqual(['Light Leaks']);

    await button(page, 'Edit “Light Leaks”').click();
    const edit = form(page, 'Edit the tag “Light Leaks”');
    await edit.getByLabel('Name').fill('Light leaks (35mm)');
    await edit.getByLabel('Slug').fill('light-leaks-35mm');
    await button(page, 'Save tag').click();
    await expect.poll(() => rowTitles(page, 'Tags')).toEqual(['Light leaks (35mm)']);
    expect(await sql("SELECT name, slug FROM tags WHERE slug LIKE 'light%'")).toEqual([
      { name: 'Light leaks (35mm)', slug: 'light-leaks-35mm' },
    ]);

    await button(page, 'Delete “Light leaks (35mm)”').click();
    await page.getByRole('dialog', { name: 'Delete the tag “Light leaks (35mm)”?' }).waitFor();
    await button(page, 'Delete tag').click();
    await page.getByText('No tag matches “leak”.').waitFor();
    expect(await sql("SELECT count(*)::int AS n FROM tags WHERE slug LIKE 'light%'")).toEqual([{ n: 0 }]);
    expect(errors()).toEqual([]);
  });

  it('lists the seeded platforms in order, edits one, creates one with an SVG icon and deletes it', async () => {
    // A retry starts from the seeded platforms again: VN as the migration left it (last, position 7), no Blender.
    await sql("UPDATE platforms SET name = 'VN', position = 7 WHERE slug = 'vn'");
    await sql("DELETE FROM platforms WHERE name = 'Blender'");
    const { page, errors } = await adminPage('/admin/platforms');
    const seeded = [
      'CapCut',
      'Premiere Pro',
      'After Effects',
      'DaVinci Resolve',
      'Final Cut Pro',
      'Filmora',
      'iMovie',
      'VN',
    ];
    await expect.poll(() => rowTitles(page, 'Platforms')).toEqual(seeded);

    await button(page, 'Edit “VN”').click();
    const edit = form(page, 'Edit the platform “VN”');
    expect(await edit.getByLabel('Icon').inputValue()).toBe('vn');
    await edit.getByLabel('Name').fill('VN Video Editor');
    await edit.getByLabel('Position').fill('1');
    await button(page, 'Save platform').click();
    // Position 1 ties with Premiere Pro: the name decides.
    await expect
      .poll(() => rowTitles(page, 'Platforms'))
      .toEqual([
        'CapCut',
        'Premiere Pro',
        'VN Video Editor',
        'After Effects',
        'DaVinci Resolve',
        'Final Cut Pro',
        'Filmora',
        'iMovie',
      ]);
    expect(await sql("SELECT name, slug, position FROM platforms WHERE slug = 'vn'")).toEqual([
      { name: 'VN Video Editor', slug: 'vn', position: 1 },
    ]);

    const create = form(page, 'New platform');
    await create.getByLabel('Name').fill('Blender');
    await create.getByLabel('Icon').fill('M4 4h16v16H4z');
    await button(page, 'Create platform').click();
    await expect.poll(async () => (await rowTitles(page, 'Platforms')).at(-1)).toBe('Blender');
    expect(await page.locator('.crud-row', { hasText: 'Blender' }).locator('svg path').getAttribute('d')).toBe(
      'M4 4h16v16H4z',
    );
    await button(page, 'Delete “Blender”').click();
    await button(page, 'Delete platform').click();
    await expect.poll(async () => (await rowTitles(page, 'Platforms')).includes('Blender')).toBe(false);
    expect(await sql("SELECT count(*)::int AS n FROM platforms WHERE name = 'Blender'")).toEqual([{ n: 0 }]);
    expect(errors()).toEqual([]);
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ])(
    'has no axe violations on the taxonomy screens, an edit form showing an error (%s)',
    async (_name, viewport) => {
      const { page } = await adminPage('/admin/categories', viewport);
      const found: string[] = [];
      for (const [path, ready] of [
        ['/admin/categories', 'Transitions'],
        ['/admin/audio/categories', 'Music'],
        ['/admin/tags', 'Stock 01'],
        ['/admin/platforms', 'CapCut'],
      ] as const) {
        await page.goto(path);
        await page.locator('.crud-row__title', { hasText: ready }).first().waitFor();
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        await page
          .getByRole('form', { name: /^Edit / })
          .getByLabel('Name')
          .fill('');
        await page.getByRole('button', { name: /^Save / }).click();
        await page.getByText('Enter the name.').waitFor();
        found.push(...(await axeViolations(page)));
        // Nothing spills sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
      expect(found).toEqual([]);
    },
    90_000,
  );
});
