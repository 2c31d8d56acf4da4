/**
 * The admin media tables and editors in the browser, against a real server
 * whose media come from test/support/media-factory.ts: filters from the URL,
 * search, sort, pagination, bulk actions under both error policies, the edit
 * page (save, history, workflow, polling while processing, 404), the audio
 * editor panel, and axe on the populated screens at desktop and phone width.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, signInThroughForm, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { type MediaFactory, mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: () => string[];
let media: MediaFactory;
let admin: { email: string; password: string };

/** The seeded items the tests act on. */
const seeded = {} as {
  clips: SeededMedia[];
  bulkA: SeededMedia;
  bulkB: SeededMedia;
  aonPublished: SeededMedia;
  aonDraft: SeededMedia;
  editable: SeededMedia;
  rejected: SeededMedia;
  pending: SeededMedia;
  queued: SeededMedia;
  failed: SeededMedia;
  track: SeededMedia;
  transitions: { id: string; name: string };
};
const CLIPS = 30;

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  media = mediaFactory(t);
  const transitions = await media.category('ASSET', 'Transitions');
  const overlays = await media.category('ASSET', 'Overlays');
  await media.category('ASSET', 'Light leaks', overlays.id);
  const capcut = await media.platform('CapCut');
  const glitch = await media.tag('Glitch');
  // Thirty ordinary clips, one second apart: enough for two pages of 25.
  const clips = await media.createMany(CLIPS, (i) => ({
    kind: 'ASSET',
    title: `Clip ${String(i + 1).padStart(2, '0')}`,
    status: i % 3 === 0 ? 'PUBLISHED' : 'DRAFT',
    categoryId: i % 3 === 0 ? transitions.id : null,
    platformIds: i % 2 === 0 ? [capcut.id] : [],
    tagIds: i === 0 ? [glitch.id] : [],
    thumbnail: i >= CLIPS - 3,
    measured: { durationSeconds: 4 + i, width: 1920, height: 1080, fps: 30, orientation: 'LANDSCAPE' },
  }));
  const published = { kind: 'ASSET', status: 'PUBLISHED', categoryId: transitions.id } as const;
  Object.assign(seeded, {
    clips,
    transitions,
    bulkA: await media.create({ ...published, title: 'Bulk aurora' }),
    bulkB: await media.create({ ...published, title: 'Bulk zebra wipe' }),
    aonPublished: await media.create({ ...published, title: 'Policy published' }),
    aonDraft: await media.create({ kind: 'ASSET', title: 'Policy draft' }),
    editable: await media.create({ kind: 'ASSET', title: 'Editable clip', thumbnail: true }),
    rejected: await media.create({
      ...published,
      status: 'REJECTED',
      title: 'Rejected flare',
      rejection: { reason: 'METADATA', note: 'Describe the colours.' },
    }),
    pending: await media.create({ ...published, status: 'PENDING_REVIEW', title: 'Waiting flare' }),
    queued: await media.create({ kind: 'ASSET', title: 'Queued render', processing: 'PENDING' }),
    failed: await media.create({
      kind: 'ASSET',
      title: 'Broken render',
      processing: 'FAILED',
      processingError: 'No video stream in the file.',
    }),
    track: await media.create({
      kind: 'AUDIO',
      title: 'Lo-fi loop',
      measured: { durationSeconds: 92, bpm: 84, isLoop: true },
    }),
  });

  const user = await t.signedIn(Role.ADMIN);
  admin = { email: user.email, password: user.password };
  context = await browser.newContext({ baseURL: t.url, bypassCSP: true });
  page = await context.newPage();
  errors = watchPageErrors(page, [/Failed to load resource/]);
  await signInThroughForm(page, admin);
});

afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const table = () => page.locator('table.am-table').first();
const titles = () => table().locator('tbody .am-title-link').allTextContents();
const showing = () => page.locator('.am-pager__count');
/** The table has settled: not busy, rows shown. */
async function settled() {
  await table().waitFor();
  await expect.poll(() => table().getAttribute('aria-busy')).toBeNull();
}
const summary = () => page.locator('.am-summary');
/**
 * Puts seeded items back as beforeAll left them (`set` is SQL): a retry
 * starts there, not where its first attempt stopped.
 */
async function restore(set: string, ...ids: string[]) {
  await t.server.deps.db.query(`UPDATE media SET ${set} WHERE id = ANY($1)`, [ids]);
}

async function count(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.server.deps.db.query(`SELECT count(*)::int AS n FROM media WHERE ${where}`, params);
  return row.n;
}

describe.skipIf(skip)('admin media screens', () => {
  it('lists the rows of the status filter in the URL, with its total', async () => {
    await page.goto('/admin/assets?status=PUBLISHED');
    await page.getByRole('heading', { name: 'Assets', level: 1 }).waitFor();
    await settled();
    const expected = await count(`kind = 'ASSET' AND status = 'PUBLISHED'`);
    await expect.poll(() => showing().textContent()).toContain(`of ${expected} assets`);
    expect(await page.getByRole('checkbox', { name: 'Published', exact: true }).isChecked()).toBe(true);
    const statuses = await table().locator('tbody .am-badge--published').count();
    expect(statuses).toBe(Math.min(expected, 25));
    expect(await table().locator('tbody .am-badge--draft').count()).toBe(0);

    // Another status joins the filter and the URL.
    // (A click, not check(): the box follows the URL, which the router updates a moment later.)
    await page.getByRole('checkbox', { name: 'Draft', exact: true }).click();
    await page.waitForURL(/status=PUBLISHED%2CDRAFT|status=PUBLISHED,DRAFT/);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Draft', exact: true }).isChecked()).toBe(true);
    const both = await count(`kind = 'ASSET' AND status IN ('PUBLISHED', 'DRAFT')`);
    await expect.poll(() => showing().textContent()).toContain(`of ${both} assets`);
  });

  it('narrows the list as a search is typed', async () => {
    await page.goto('/admin/assets');
    await settled();
    await page.getByRole('searchbox', { name: 'Search' }).fill('zebra');
    await page.waitForURL(/q=zebra/);
    await expect.poll(titles).toEqual(['Bulk zebra wipe']);
    // Reload keeps the filtered view.
    await page.reload();
    await expect.poll(titles).toEqual(['Bulk zebra wipe']);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('zebra');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(async () => (await titles()).length).toBe(25);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
  });

  it('sorts by clicking the column headers', async () => {
    await page.goto('/admin/assets?q=clip');
    await settled();
    // Default: newest upload first.
    await expect.poll(async () => (await titles())[0]).toBe('Editable clip');
    await page.getByRole('button', { name: /^Title/ }).click();
    await page.waitForURL(/sort=TITLE/);
    await expect.poll(async () => (await titles()).slice(0, 2)).toEqual(['Clip 01', 'Clip 02']);
    expect(await page.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
    // Uploaded: newest first, then oldest first.
    await page.getByRole('button', { name: /^Uploaded/ }).click();
    await expect.poll(async () => (await titles())[0]).toBe('Editable clip');
    await page.getByRole('button', { name: /^Uploaded/ }).click();
    await page.waitForURL(/sort=OLDEST/);
    await expect.poll(async () => (await titles())[0]).toBe('Clip 01');
    expect(await page.getByRole('columnheader', { name: /Uploaded/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('pages forward and back, and changes the page size', async () => {
    await page.goto('/admin/assets?q=clip&sort=OLDEST');
    await settled();
    const total = CLIPS + 1; // the clips and "Editable clip"
    await expect.poll(() => showing().textContent()).toContain(`Showing 1–25 of ${total} assets`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => showing().textContent()).toContain(`Showing 26–${total} of ${total} assets`);
    await expect.poll(async () => (await titles())[0]).toBe('Clip 26');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(async () => (await titles())[0]).toBe('Clip 01');
    await page.getByLabel('Per page').selectOption('50');
    await page.waitForURL(/size=50/);
    await expect.poll(async () => (await titles()).length).toBe(total);
  });

  it('archives two selected rows and says what changed', async () => {
    await restore(`status = 'PUBLISHED'`, seeded.bulkA.id, seeded.bulkB.id);
    await page.goto('/admin/assets?q=bulk');
    await settled();
    await page.getByRole('checkbox', { name: 'Select “Bulk aurora”' }).check();
    await page.getByRole('checkbox', { name: 'Select “Bulk zebra wipe”' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 assets selected').waitFor();
    await bar.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect.poll(() => summary().textContent()).toContain('Archive: 2 changed, 0 failed');
    expect(await count(`id IN ($1, $2) AND status = 'ARCHIVED'`, [seeded.bulkA.id, seeded.bulkB.id])).toBe(2);
    await expect.poll(() => table().locator('tbody .am-badge--archived').count()).toBe(2);
    expect(await bar.count()).toBe(0);
  });

  it('changes nothing under all-or-nothing when one item cannot change, and lists why', async () => {
    await restore(`status = 'PUBLISHED'`, seeded.aonPublished.id);
    await page.goto('/admin/assets?q=policy');
    await settled();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect.poll(() => summary().textContent()).toContain('Archive: 0 changed, 2 failed');
    const failure = summary().getByRole('listitem');
    expect(await failure.count()).toBe(1);
    expect(await failure.textContent()).toContain('Policy draft');
    expect(await failure.textContent()).toContain('it is a draft');
    expect(await summary().textContent()).toContain('1 other item was not changed');
    expect((await media.row(seeded.aonPublished.id)).status).toBe('PUBLISHED');
    expect((await media.row(seeded.aonDraft.id)).status).toBe('DRAFT');

    // Best effort: the one that can change does.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await bar.getByRole('checkbox', { name: /Apply to the items that can be changed/ }).check();
    await bar.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect.poll(() => summary().textContent()).toContain('Archive: 1 changed, 1 failed');
    expect((await media.row(seeded.aonPublished.id)).status).toBe('ARCHIVED');
    expect((await media.row(seeded.aonDraft.id)).status).toBe('DRAFT');
  });

  it('sets a category on selected rows through its dialog', async () => {
    await restore('category_id = NULL', seeded.aonDraft.id);
    await page.goto('/admin/assets?q=policy');
    await settled();
    await page.getByRole('checkbox', { name: 'Select “Policy draft”' }).check();
    await page.getByRole('button', { name: 'Set category…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the category of 1 asset' });
    await dialog.getByLabel('Category').selectOption({ label: 'Transitions' });
    await dialog.getByRole('button', { name: 'Set category' }).click();
    await expect.poll(() => summary().textContent()).toContain('Set category: 1 changed, 0 failed');
    expect((await media.row(seeded.aonDraft.id)).categoryId).toBe(seeded.transitions.id);
    await expect.poll(() => page.getByRole('row', { name: /Policy draft/ }).textContent()).toContain('Transitions');
  });

  it('saves a title and category on the edit page and shows the change in the history', async () => {
    await restore(`title = 'Editable clip', category_id = NULL`, seeded.editable.id);
    await page.goto(`/admin/assets/${seeded.editable.id}`);
    await page.getByRole('heading', { name: 'Editable clip', level: 1 }).waitFor();
    await page.getByLabel('Title').fill('Edited clip');
    await page.getByLabel('Category').selectOption({ label: 'Transitions' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Your changes are saved.' }).waitFor();
    await page.getByRole('heading', { name: 'Edited clip', level: 1 }).waitFor();
    const history = page.locator('.am-history__entry').first();
    await expect.poll(() => history.textContent()).toContain('Edited');
    expect(await history.textContent()).toContain('Changed: title, category');
    const row = await media.row(seeded.editable.id);
    expect(row).toMatchObject({ title: 'Edited clip', categoryId: seeded.transitions.id });
    // The files and the preview are there; the form shows the saved values.
    expect(await page.getByRole('cell', { name: 'Original', exact: true }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Thumbnail of “Edited clip”' }).count()).toBe(1);
    expect(await page.getByLabel('Title').inputValue()).toBe('Edited clip');

    // Nothing changed: the form says so instead of saving.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Nothing has changed since the last save.').waitFor();
    // A payload error (an invalid slug caught here first) shows beside its field.
    await page.getByLabel('Slug').fill('Bad slug!');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');
  });

  it('submits a rejected item again', async () => {
    await restore(
      `status = 'REJECTED', rejection_reason = 'METADATA', rejection_note = 'Describe the colours.'`,
      seeded.rejected.id,
    );
    await page.goto(`/admin/assets/${seeded.rejected.id}`);
    await page.getByRole('heading', { name: 'Rejected flare', level: 1 }).waitFor();
    await page.getByText('Describe the colours.').first().waitFor();
    await page.getByRole('button', { name: 'Submit again' }).click();
    await page.getByRole('status').filter({ hasText: 'Submitted for review again.' }).waitFor();
    expect((await media.row(seeded.rejected.id)).status).toBe('PENDING_REVIEW');
    const history = page.locator('.am-history__entry').first();
    await expect.poll(() => history.textContent()).toContain('Submitted for review');
    expect(await history.textContent()).toContain('Rejected → In review');
    await page.getByRole('button', { name: 'Approve' }).waitFor();
  });

  it('rejects with a reason and a required note', async () => {
    await restore(`status = 'PENDING_REVIEW', rejection_reason = NULL, rejection_note = NULL`, seeded.pending.id);
    await page.goto(`/admin/assets/${seeded.pending.id}`);
    await page.getByRole('button', { name: 'Reject…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject “Waiting flare”' });
    // The review queue's form: the same rules and words in both places.
    await dialog.getByRole('button', { name: 'Reject and send back' }).click();
    await dialog.getByText('Choose why it is sent back.').waitFor();
    await dialog.getByText('Write a note for the uploader: what should they change?').waitFor();
    await dialog.getByLabel('Reason').selectOption('TECHNICAL');
    await dialog.getByLabel('Note for the uploader').fill('The last second flickers.');
    await dialog.getByRole('button', { name: 'Reject and send back' }).click();
    await page.getByRole('status').filter({ hasText: 'Rejected' }).waitFor();
    expect((await media.row(seeded.pending.id)).status).toBe('REJECTED');
    await page.getByRole('button', { name: 'Submit again' }).waitFor();
    expect(await page.locator('.am-history__entry').first().textContent()).toContain('The last second flickers.');
  });

  it('polls while processing is queued and stops showing it once done', async () => {
    await restore(`processing = 'PENDING', processed_at = NULL`, seeded.queued.id);
    await page.goto(`/admin/assets/${seeded.queued.id}`);
    await page.getByText('Checking every 2 seconds…').waitFor();
    await t.server.deps.db.query(`UPDATE media SET processing = 'READY', processed_at = now() WHERE id = $1`, [
      seeded.queued.id,
    ]);
    await page.getByRole('button', { name: 'Process again' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Checking every 2 seconds…').count()).toBe(0);
  });

  it('shows why processing failed, in the table and on the edit page', async () => {
    await restore(`processing = 'FAILED', processing_error = 'No video stream in the file.'`, seeded.failed.id);
    await page.goto('/admin/assets?processing=FAILED');
    await settled();
    expect(await titles()).toEqual(['Broken render']);
    const badge = page.getByRole('button', { name: /Failed/ });
    await badge.focus();
    await page.getByRole('tooltip').filter({ hasText: 'No video stream in the file.' }).waitFor();
    await page.getByRole('button', { name: 'Re-run processing of “Broken render”' }).waitFor();
    await page.getByRole('link', { name: 'Broken render' }).click();
    await page.getByRole('heading', { name: 'Broken render', level: 1 }).waitFor();
    await page.getByText('Why it failed: No video stream in the file.').waitFor();

    // Re-run: processing is queued (the page polls), runs on the factory's stand-in original
    // (not a video), and fails again with the processor's own reason.
    await page.getByRole('button', { name: 'Re-run processing' }).click();
    await page.getByRole('status').filter({ hasText: 'Processing is queued again.' }).waitFor();
    await expect.poll(async () => (await media.row(seeded.failed.id)).processing, { timeout: 30_000 }).toBe('FAILED');
    await page.getByRole('button', { name: 'Re-run processing' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('.am-processing-error').textContent()).not.toContain('No video stream in the file.');
    await expect.poll(() => page.locator('.am-history__entry').first().textContent()).toContain('Processing re-run');
  }, 60_000);

  it('answers 404 for an unknown id', async () => {
    await page.goto('/admin/assets/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Asset not found', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Back to assets' }).click();
    await page.waitForURL(/\/admin\/assets$/);
  });

  it('edits audio in a side panel over the list', async () => {
    await restore('musical_key = NULL', seeded.track.id);
    await page.goto('/admin/audio');
    await settled();
    await page.getByRole('link', { name: 'Lo-fi loop' }).click();
    await page.waitForURL(new RegExp(`edit=${seeded.track.id}`));
    const panel = page.getByRole('dialog', { name: 'Edit audio track' });
    await panel.getByRole('heading', { name: 'Lo-fi loop' }).waitFor();
    expect(await panel.getByLabel('Tempo (BPM)').inputValue()).toBe('84');
    expect(await panel.getByLabel('Seamless loop').isChecked()).toBe(true);
    await panel.getByLabel('Musical key').fill('Am');
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await panel.getByRole('status').filter({ hasText: 'Your changes are saved.' }).waitFor();
    const [row] = await t.server.deps.db.query('SELECT musical_key FROM media WHERE id = $1', [seeded.track.id]);
    expect(row.musical_key).toBe('Am');
    await panel.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.url()).not.toContain('edit=');
    await expect.poll(() => panel.count()).toBe(0);
  });

  it('deletes from the edit page after confirming, back to the list', async () => {
    const doomed = await media.create({ kind: 'IMAGE', title: 'Doomed still' });
    await page.goto(`/admin/images/${doomed.id}`);
    await page.getByRole('button', { name: 'Delete…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Doomed still”?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(/\/admin\/images$/);
    await page.getByText('Deleted “Doomed still”.').waitFor();
    expect(await count('id = $1', [doomed.id])).toBe(0);
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ])('finds no axe violations on the populated screens (%s)', async (_name, viewport) => {
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const [path, ready] of [
      ['/admin/assets', settled],
      // Named headings: the sign-in check shows a hidden level-one heading of its own before the page.
      [`/admin/assets/${seeded.failed.id}`, () => page.getByRole('heading', { name: 'Broken render' }).waitFor()],
      [`/admin/audio?edit=${seeded.track.id}`, () => page.getByRole('dialog').getByLabel('Tempo (BPM)').waitFor()],
    ] as const) {
      await page.goto(path);
      await ready();
      found.push(...(await axeViolations(page)));
    }
    expect(found).toEqual([]);
    // Phone width: the page itself does not scroll sideways (only the table does, inside its box).
    if (viewport.width === 360) {
      await page.goto('/admin/assets');
      await settled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('raised no unexpected page errors', () => {
    expect(errors()).toEqual([]);
  });
});
