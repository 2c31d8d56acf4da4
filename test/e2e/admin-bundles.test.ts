/**
 * Bundles in the browser (/admin/bundles, /admin/bundles/create): an admin
 * makes a bundle from media seeded by the shared media factory (with real
 * thumbnails) — search, add, reorder with the buttons, the keyboard drag and
 * the mouse, choose the cover, price in dollars, publish — finds it in the
 * list, sees a payload error at its field, edits it, uses the row actions and
 * deletes it. Then axe on both screens at desktop and phone width.
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { type Kind, mediaFactory, type Status } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let admin: { email: string; password: string };

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

/** A processed media item with a real thumbnail in storage (shown in the picker, the items and as the cover). */
async function seedMedia(title: string, kind: Kind, status: Status = 'PUBLISHED'): Promise<string> {
  return (await mediaFactory(t).create({ kind, title, status, thumbnail: true })).id;
}

async function signedInPage(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: () => string[] }> {
  const context = await browser.newContext({ baseURL: t.url, viewport, bypassCSP: true });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: /Account:/ }).waitFor();
  return { page, errors };
}

/** The titles of the bundle's items, in order. */
const itemTitles = (page: Page) =>
  page.locator('.bundle-items__list .bundle-media__title').allTextContents() as Promise<string[]>;

const itemOrder = async (bundleId: string) =>
  (
    await sql<{ title: string }>(
      'SELECT m.title FROM bundle_items bi JOIN media m ON m.id = bi.media_id WHERE bi.bundle_id = $1 ORDER BY bi.position',
      [bundleId],
    )
  ).map((r) => r.title);

describe.skipIf(skip)('admin bundles', () => {
  it('creates, lists, edits and deletes a bundle', async () => {
    // A retry starts from an empty list again.
    await sql('DELETE FROM bundles');
    await mediaFactory(t).removeTitled('E2E Aurora Wipe', 'E2E Bokeh Still', 'E2E Comet Loop', 'E2E Draft Glow');
    await seedMedia('E2E Aurora Wipe', 'ASSET');
    await seedMedia('E2E Bokeh Still', 'IMAGE');
    const comet = await seedMedia('E2E Comet Loop', 'AUDIO');
    await seedMedia('E2E Draft Glow', 'ASSET', 'DRAFT');
    const { page, errors } = await signedInPage();

    await page.goto('/admin/bundles');
    await page.getByRole('heading', { name: 'No bundles yet' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Create bundle' }).click();
    await page.getByRole('heading', { name: 'Create bundle', level: 1 }).waitFor();

    // Saving without a title shows the error at the field.
    await page.getByRole('button', { name: 'Create bundle' }).click();
    await expect.poll(() => page.getByText('Enter a title.').isVisible()).toBe(true);
    expect(await page.getByLabel('Title').evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByLabel('Title').fill('Motion Starter Pack');
    await page.getByLabel('Price (US dollars)').fill('12.50');

    // Find media (every kind, with kind and status shown) and add three.
    await page.getByLabel('Find media to add').fill('E2E');
    const picker = page.locator('.bundle-picker');
    await picker.getByText('Showing 4 of 4 media items').waitFor();
    await expect.poll(() => picker.getByRole('list').getByText('Draft', { exact: true }).count()).toBe(1);
    await page.getByLabel('Status').selectOption('PUBLISHED');
    await picker.getByText('Showing 3 of 3 media items').waitFor();
    for (const title of ['E2E Aurora Wipe', 'E2E Bokeh Still', 'E2E Comet Loop']) {
      await picker.getByRole('button', { name: `Add ${title}` }).click();
    }
    expect(await picker.getByRole('button', { name: 'Added E2E Comet Loop' }).isDisabled()).toBe(true);
    expect(await itemTitles(page)).toEqual(['E2E Aurora Wipe', 'E2E Bokeh Still', 'E2E Comet Loop']);

    // Reorder with the buttons: focus follows the moved item.
    await page.getByRole('button', { name: 'Move up E2E Comet Loop' }).click();
    expect(await itemTitles(page)).toEqual(['E2E Aurora Wipe', 'E2E Comet Loop', 'E2E Bokeh Still']);
    expect(
      await page
        .getByRole('button', { name: 'Move up E2E Comet Loop' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    // …and with the keyboard drag of the handle: Space, arrow, Space.
    await page.getByRole('button', { name: 'Drag to reorder E2E Bokeh Still' }).focus();
    const spoken = () => page.locator('[id^="DndLiveRegion"]').textContent();
    await page.keyboard.press('Space');
    await expect.poll(spoken).toBe('E2E Bokeh Still is over position 3 of 3.');
    await page.keyboard.press('ArrowUp');
    await expect.poll(spoken).toBe('E2E Bokeh Still is over position 2 of 3.');
    await page.keyboard.press('Space');
    await expect.poll(() => itemTitles(page)).toEqual(['E2E Aurora Wipe', 'E2E Bokeh Still', 'E2E Comet Loop']);

    await page.getByRole('radio', { name: 'Cover for E2E Comet Loop' }).check();
    await page.getByRole('checkbox', { name: /Published/ }).check();
    await page.getByRole('button', { name: 'Create bundle' }).click();

    // Back on the list, with a notice and the new row.
    await page.getByText('“Motion Starter Pack” was created.').waitFor();
    const row = page.getByRole('row', { name: /Motion Starter Pack/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/3 items[\s\S]*Premium[\s\S]*\$12\.50[\s\S]*Published/);
    const [saved] = await sql<{ id: string; price_cents: number; published: boolean; cover_media_id: string }>(
      "SELECT id, price_cents, published, cover_media_id FROM bundles WHERE slug = 'motion-starter-pack'",
    );
    expect(saved).toMatchObject({ price_cents: 1250, published: true, cover_media_id: comet });
    // The chosen cover's thumbnail shows in the row.
    expect(await row.locator('img').getAttribute('src')).toContain(`media/${comet}/thumbnail.webp`);
    expect(await itemOrder(saved?.id as string)).toEqual(['E2E Aurora Wipe', 'E2E Bokeh Still', 'E2E Comet Loop']);

    // A second bundle with the same title: the server's DUPLICATE_SLUG shows at the slug field.
    await page.getByRole('main').getByRole('link', { name: 'Create bundle' }).click();
    await page.getByLabel('Title').fill('Motion Starter Pack');
    await page.getByRole('button', { name: 'Create bundle' }).click();
    await page.getByText('Another bundle has this slug already.').waitFor();
    expect(await page.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('link', { name: 'Cancel' }).click();

    // Edit: the form starts from the saved bundle.
    await page.getByRole('link', { name: 'Edit Motion Starter Pack' }).click();
    await page.getByRole('heading', { name: 'Edit “Motion Starter Pack”' }).waitFor();
    expect(await page.getByLabel('Price (US dollars)').inputValue()).toBe('12.50');
    expect(await itemTitles(page)).toEqual(['E2E Aurora Wipe', 'E2E Bokeh Still', 'E2E Comet Loop']);
    expect(await page.getByRole('radio', { name: 'Cover for E2E Comet Loop' }).isChecked()).toBe(true);
    await page.getByLabel('Title').fill('Motion Starter Pack II');
    await page.getByRole('button', { name: 'Remove E2E Aurora Wipe' }).click();
    // Drag and drop with the mouse: Comet's handle onto Bokeh, the first item.
    const handle = await page.getByRole('button', { name: 'Drag to reorder E2E Comet Loop' }).boundingBox();
    const target = await page.getByRole('button', { name: 'Drag to reorder E2E Bokeh Still' }).boundingBox();
    if (!handle || !target) throw new Error('no handles on screen');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, target.y + target.height / 2 - 10, { steps: 12 });
    await page.mouse.move(handle.x + handle.width / 2, target.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => itemTitles(page)).toEqual(['E2E Comet Loop', 'E2E Bokeh Still']);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('“Motion Starter Pack II” was saved.').waitFor();
    const edited = page.getByRole('row', { name: /Motion Starter Pack II/ });
    expect(await edited.innerText()).toMatch(/2 items/);
    expect(await itemOrder(saved?.id as string)).toEqual(['E2E Comet Loop', 'E2E Bokeh Still']);

    // Row actions: feature, unpublish.
    await edited.getByRole('button', { name: 'Feature Motion Starter Pack II' }).click();
    await edited.getByText('Featured', { exact: true }).waitFor();
    await edited.getByRole('button', { name: 'Unpublish Motion Starter Pack II' }).click();
    await edited.getByText('Unpublished', { exact: true }).waitFor();
    expect(await sql("SELECT featured, published FROM bundles WHERE slug = 'motion-starter-pack'")).toEqual([
      { featured: true, published: false },
    ]);

    // Delete, after confirming.
    await edited.getByRole('button', { name: 'Delete Motion Starter Pack II' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Motion Starter Pack II”?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await edited.getByRole('button', { name: 'Delete Motion Starter Pack II' }).click();
    await dialog.getByRole('button', { name: 'Delete bundle' }).click();
    await page.getByRole('heading', { name: 'No bundles yet' }).waitFor();
    expect(await sql('SELECT 1 FROM bundles')).toEqual([]);
    expect(await sql("SELECT 1 FROM media WHERE title LIKE 'E2E %'")).toHaveLength(4);

    expect(errors()).toEqual([]);
  });

  it('keeps a row action when an older answer to the list arrives after it', async () => {
    await sql('DELETE FROM bundles');
    await sql(
      `INSERT INTO bundles (title, slug, access, price_cents, published) VALUES ('Race Pack', 'race-pack', 'FREE', 0, true)`,
    );
    const { page, errors } = await signedInPage();
    await page.goto('/admin/bundles');
    const row = page.getByRole('row', { name: /Race Pack/ });
    await row.getByText('Not featured', { exact: true }).waitFor();

    // The list's next refresh is read by the server now, but its answer waits until "Feature" has landed.
    let featureLanded!: () => void;
    const landed = new Promise<void>((resolve) => {
      featureLanded = resolve;
    });
    let held = 0;
    await page.route('**/graphql', async (route) => {
      const { operationName } = route.request().postDataJSON() as { operationName?: string };
      if (operationName !== 'AdminBundles' || held++ > 0) return route.continue();
      const older = await route.fetch();
      await landed;
      await route.fulfill({ response: older });
    });
    // Leaving and coming back shows the cached rows and asks the server again.
    await page.getByRole('main').getByRole('link', { name: 'Create bundle' }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect.poll(() => held).toBe(1);

    const feature = page.waitForResponse((r) => r.request().postDataJSON()?.operationName === 'UpdateBundle');
    await row.getByRole('button', { name: 'Feature Race Pack' }).click();
    await feature;
    const reasked = page.waitForResponse(
      (r) => r.request().postDataJSON()?.operationName === 'AdminBundles' && held === 2,
    );
    featureLanded();
    // The older answer is dropped and the list asked again, so the row keeps the admin's change.
    await reasked;
    await row.getByText('Featured', { exact: true }).waitFor();
    expect(await row.getByText('Not featured', { exact: true }).count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ])('finds no axe violations on the list and the form (%s)', async (_name, viewport) => {
    const media = [await seedMedia('Axe Clip One', 'ASSET'), await seedMedia('Axe Clip Two', 'AUDIO', 'DRAFT')];
    const slug = `axe-${viewport.width}`;
    // A retry inserts it again: the slug is unique.
    await sql('DELETE FROM bundles WHERE slug = $1', [slug]);
    const [bundle] = await sql<{ id: string }>(
      `INSERT INTO bundles (title, slug, access, price_cents, published) VALUES ($1, $2, 'FREE', 0, true) RETURNING id`,
      [`Axe bundle ${viewport.width}`, slug],
    );
    await sql('INSERT INTO bundle_items (bundle_id, media_id, position) VALUES ($1, $2, 0), ($1, $3, 1)', [
      bundle?.id,
      ...media,
    ]);
    const { page, errors } = await signedInPage(viewport);
    const found: string[] = [];
    for (const [path, ready] of [
      ['/admin/bundles', () => page.getByRole('row', { name: new RegExp(`Axe bundle ${viewport.width}`) }).waitFor()],
      [`/admin/bundles/create?id=${bundle?.id}`, () => page.getByText('Showing', { exact: false }).waitFor()],
    ] as const) {
      await page.goto(path);
      await ready();
      if (path === '/admin/bundles') {
        // A free bundle says Free, without a price of "Included" beside it.
        const row = page.getByRole('row', { name: new RegExp(`Axe bundle ${viewport.width}`) });
        expect(await row.innerText()).not.toContain('Included');
      }
      found.push(...(await axeViolations(page)));
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    expect(found).toEqual([]);
    expect(errors()).toEqual([]);
  });
});
