/**
 * The review queue in the browser (/admin/assets/approvals, /admin/approvals):
 * pending media seeded straight into the database, with real preview files in
 * the server's storage, then reviewed with the keyboard shortcuts and the
 * buttons — order, J/K, A, R with reason and note, the note's required error,
 * shortcuts pausing while typing, the kind tabs, the empty queue — and axe on
 * the screen at desktop and phone width.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { mediaFactory } from '../support/media-factory.js';
import { makeAudio, makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);
// A paused or interrupted preview (the test moves on while a video loads) is not a fault of the page.
const EXPECTED_CONSOLE = [/Failed to load resource/, /net::ERR_ABORTED/];

let t: TestServer;
let browser: Browser;
let admin: { token: string; userId: string; email: string; password: string };
const categories: Record<'ASSET' | 'IMAGE' | 'AUDIO', string> = { ASSET: '', IMAGE: '', AUDIO: '' };
/** Preview and thumbnail bytes, made once. */
let files: { video: Buffer; audio: Buffer; still: Buffer };

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  admin = await t.signedIn(Role.ADMIN);
  for (const kind of ['ASSET', 'IMAGE', 'AUDIO'] as const) {
    const res = await t.gql<{ createCategory: { category: { id: string } } }>(
      'mutation($i: CreateCategoryInput!) { createCategory(input: $i) { category { id } errors { code } } }',
      { i: { kind, name: `Review ${kind.toLowerCase()}` } },
      { token: admin.token },
    );
    categories[kind] = res.data?.createCategory.category.id as string;
  }
  const [video, audio, still] = await Promise.all([
    makeVideo({ seconds: 1, width: 160, height: 90, fps: 10 }).then((f) => readFile(f)),
    makeAudio({ seconds: 1, format: 'mp3', channels: 1 }).then((f) => readFile(f)),
    sharp({ create: { width: 160, height: 90, channels: 3, background: '#6a4cff' } })
      .webp()
      .toBuffer(),
  ]);
  files = { video, audio, still };
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.server.deps.db.query(query, params) as Promise<T[]>;

/**
 * A processed media item waiting for review, as the upload pipeline would
 * leave it: a category, processing READY, status PENDING_REVIEW, and public
 * THUMBNAIL and PREVIEW files in storage. (No shared media factory existed
 * when this was written; this one covers what the queue reads.)
 */
async function seedPending(opts: {
  kind: 'ASSET' | 'IMAGE' | 'AUDIO';
  title: string;
  hoursWaiting: number;
}): Promise<string> {
  const slug = `${opts.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const measured =
    opts.kind === 'ASSET'
      ? { width: 160, height: 90, duration_seconds: 1, fps: 10, orientation: 'LANDSCAPE', asset_type: 'TRANSITION' }
      : opts.kind === 'IMAGE'
        ? { width: 160, height: 90, orientation: 'LANDSCAPE' }
        : { duration_seconds: 1, bpm: 120, genre: 'Ambient' };
  const columns = Object.keys(measured);
  const [row] = await sql<{ id: string }>(
    `INSERT INTO media (kind, title, slug, description, category_id, status, processing, processed_at,
                        submitted_at, original_filename, uploader_id, ${columns.join(', ')})
     VALUES ($1, $2, $3, $4, $5, 'PENDING_REVIEW', 'READY', now(), now() - make_interval(hours => $6),
             $7, $8, ${columns.map((_, i) => `$${i + 9}`).join(', ')})
     RETURNING id`,
    [
      opts.kind,
      opts.title,
      slug,
      `About ${opts.title}.`,
      categories[opts.kind],
      opts.hoursWaiting,
      `${slug}-original.bin`,
      admin.userId,
      ...Object.values(measured),
    ],
  );
  const id = row?.id as string;
  const preview =
    opts.kind === 'ASSET'
      ? { name: 'preview.mp4', type: 'video/mp4', bytes: files.video }
      : opts.kind === 'AUDIO'
        ? { name: 'preview.mp3', type: 'audio/mpeg', bytes: files.audio }
        : { name: 'preview.webp', type: 'image/webp', bytes: files.still };
  const stored = [
    { role: 'THUMBNAIL', name: 'thumbnail.webp', type: 'image/webp', bytes: files.still },
    { role: 'PREVIEW', ...preview },
  ];
  if (opts.kind === 'AUDIO') {
    // Peaks as processing writes them: a min/max pair per pixel.
    const data = Array.from({ length: 400 }, (_, i) => Math.round(100 * Math.sin(i / 10))).flatMap((v) => [-v, v]);
    const json = { sampleRate: 44100, samplesPerPixel: 110, length: 400, data };
    stored.push({
      role: 'WAVEFORM',
      name: 'waveform.json',
      type: 'application/json',
      bytes: Buffer.from(JSON.stringify(json)),
    });
  }
  for (const f of stored) {
    const meta = await t.server.deps.storage.write('public', `media/${id}/${f.name}`, f.bytes, { contentType: f.type });
    await sql(
      `INSERT INTO stored_files (media_id, role, bucket_kind, bucket, full_path, name, size, content_type,
                                 time_created, updated, md5_hash)
       VALUES ($1, $2, 'public', $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        f.role,
        meta.bucket,
        meta.fullPath,
        meta.name,
        meta.size,
        meta.contentType,
        meta.timeCreated,
        meta.updated,
        meta.md5Hash,
      ],
    );
  }
  return id;
}

async function mediaState(id: string): Promise<{ status: string; rejection: { reason: string; note: string } | null }> {
  const res = await t.gql<{ adminMediaItem: { status: string; rejection: { reason: string; note: string } | null } }>(
    'query($id: ID!) { adminMediaItem(id: $id) { status rejection { reason note } } }',
    { id },
    { token: admin.token },
  );
  expect(res.errors).toBeUndefined();
  return res.data?.adminMediaItem as never;
}

async function adminPage(path: string, viewport = { width: 1280, height: 900 }) {
  const page = await (await browser.newContext({ baseURL: t.url, viewport, bypassCSP: true })).newPage();
  const errors = watchPageErrors(page, EXPECTED_CONSOLE);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return { page, errors };
}

const queue = (page: Page) => page.getByRole('list', { name: /Waiting for review/ });
const titles = (page: Page) => queue(page).locator('.review-list__title').allInnerTexts();
const heading = (page: Page) => page.locator('#review-item-title');

describe.skipIf(skip)('the review queue in the browser', () => {
  it('lists assets longest waiting first, moves with J/K and approves with A', async () => {
    // A retry seeds them again: the first attempt's would still be waiting beside them.
    await mediaFactory(t).removeTitled('Light Leak Pack', 'Glitch Transition', 'Neon Title', 'Not an asset');
    // Inserted out of order: the queue sorts by time submitted.
    const middle = await seedPending({ kind: 'ASSET', title: 'Light Leak Pack', hoursWaiting: 20 });
    const oldest = await seedPending({ kind: 'ASSET', title: 'Glitch Transition', hoursWaiting: 50 });
    const newest = await seedPending({ kind: 'ASSET', title: 'Neon Title', hoursWaiting: 2 });
    await seedPending({ kind: 'IMAGE', title: 'Not an asset', hoursWaiting: 90 });

    const { page, errors } = await adminPage('/admin/assets/approvals');
    await heading(page).getByText('Glitch Transition').waitFor();
    expect(await titles(page)).toEqual(['Glitch Transition', 'Light Leak Pack', 'Neon Title']);
    await page.getByText('3 assets waiting').waitFor();

    // The preview plays the stored MP4 over the thumbnail; the facts are there.
    const video = page.locator('.review-preview video');
    expect(await video.getAttribute('src')).toMatch(new RegExp(`/media/${oldest}/preview\\.mp4\\?v=\\d+$`));
    expect(await video.getAttribute('poster')).toMatch(new RegExp(`/media/${oldest}/thumbnail\\.webp\\?v=\\d+$`));
    expect((await page.request.get(String(await video.getAttribute('src')))).status()).toBe(200);
    const facts = page.locator('.review-facts');
    await facts.getByText('160 × 90', { exact: true }).waitFor();
    await facts.getByText('Transition', { exact: true }).waitFor();
    await facts.getByText('Review asset', { exact: true }).waitFor();
    await facts.getByText(/glitch-transition-\d+-original\.bin/).waitFor();

    // Discoverable: a visible legend, and the buttons announce their keys.
    await page.getByRole('heading', { name: 'Keyboard shortcuts' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve and publish' }).getAttribute('aria-keyshortcuts')).toBe('A');
    expect(await page.getByRole('button', { name: 'Reject', exact: true }).getAttribute('aria-keyshortcuts')).toBe('R');

    await page.keyboard.press('j');
    await heading(page).getByText('Light Leak Pack').waitFor();
    expect(await queue(page).locator('[aria-current="true"]').innerText()).toContain('Light Leak Pack');
    await page.keyboard.press('j');
    await heading(page).getByText('Neon Title').waitFor();
    await page.keyboard.press('j'); // the end of the list: stays
    await page.keyboard.press('k');
    await heading(page).getByText('Light Leak Pack').waitFor();

    await page.keyboard.press('a');
    // It leaves the queue and the next one comes up.
    await heading(page).getByText('Neon Title').waitFor();
    await expect.poll(() => titles(page)).toEqual(['Glitch Transition', 'Neon Title']);
    await page.getByRole('status').getByText('Approved and published “Light Leak Pack”.').waitFor();
    expect((await mediaState(middle)).status).toBe('PUBLISHED');
    expect((await mediaState(oldest)).status).toBe('PENDING_REVIEW');
    expect((await mediaState(newest)).status).toBe('PENDING_REVIEW');

    // The button does the same; at the end of the list the one above comes up.
    await page.getByRole('button', { name: 'Approve and publish' }).click();
    await heading(page).getByText('Glitch Transition').waitFor();
    await expect.poll(() => titles(page)).toEqual(['Glitch Transition']);
    expect((await mediaState(newest)).status).toBe('PUBLISHED');
    expect(errors()).toEqual([]);
  });

  it('rejects with R, a reason and a required note; shortcuts pause while typing; Escape closes the form', async () => {
    await mediaFactory(t).removeTitled('Mountain Dawn', 'Lo-fi Loop');
    const image = await seedPending({ kind: 'IMAGE', title: 'Mountain Dawn', hoursWaiting: 30 });
    const audio = await seedPending({ kind: 'AUDIO', title: 'Lo-fi Loop', hoursWaiting: 10 });

    const { page, errors } = await adminPage('/admin/approvals?kind=IMAGE');
    expect(await page.getByRole('tab', { name: 'Images' }).getAttribute('aria-selected')).toBe('true');
    // Select it (the first test left an older image waiting).
    await queue(page)
      .getByRole('button', { name: /Mountain Dawn/ })
      .click();
    await heading(page).getByText('Mountain Dawn').waitFor();
    const shown = await titles(page);
    expect(shown).toContain('Mountain Dawn');
    expect(shown).not.toContain('Lo-fi Loop');
    expect(await page.getByRole('img', { name: 'Preview of “Mountain Dawn”' }).getAttribute('src')).toMatch(
      /preview\.webp/,
    );

    // R opens the form with the focus on the reason; Escape closes it.
    await page.keyboard.press('r');
    const reason = page.getByLabel('Reason');
    await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => reason.count()).toBe(0);
    const rejectButton = page.getByRole('button', { name: 'Reject', exact: true });
    expect(await rejectButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await rejectButton.getAttribute('aria-expanded')).toBe('false');
    expect((await mediaState(image)).status).toBe('PENDING_REVIEW');

    await page.keyboard.press('r');
    await reason.selectOption('METADATA');
    expect(await reason.locator('option:checked').innerText()).toMatch(/Metadata needs work/);
    // The note is required.
    await page.getByRole('button', { name: 'Reject and send back' }).click();
    const note = page.getByLabel('Note for the uploader');
    await page.getByText('Write a note for the uploader').waitFor();
    expect(await note.getAttribute('aria-invalid')).toBe('true');
    expect((await mediaState(image)).status).toBe('PENDING_REVIEW');

    // Typing j, k, a and r into the note neither moves, approves nor reopens anything.
    await note.focus();
    await page.keyboard.type('Add a jaunty keyword and a better title, or rework.');
    await heading(page).getByText('Mountain Dawn').waitFor();
    expect(await note.inputValue()).toBe('Add a jaunty keyword and a better title, or rework.');
    expect((await mediaState(image)).status).toBe('PENDING_REVIEW');

    await page.getByRole('button', { name: 'Reject and send back' }).click();
    await page.getByRole('status').getByText('Rejected “Mountain Dawn” and sent it back to the uploader.').waitFor();
    await expect.poll(() => titles(page)).not.toContain('Mountain Dawn');
    expect(await mediaState(image)).toEqual({
      status: 'REJECTED',
      rejection: { reason: 'METADATA', note: 'Add a jaunty keyword and a better title, or rework.' },
    });

    // The audio tab: a player for the MP3 preview.
    await page.getByRole('tab', { name: 'Audio' }).click();
    await page.waitForURL((url) => url.search === '?kind=AUDIO');
    await heading(page).getByText('Lo-fi Loop').waitFor();
    expect(await page.locator('.review-preview audio').getAttribute('src')).toMatch(/preview\.mp3/);
    await expect.poll(() => page.locator('svg.review-waveform rect').count()).toBe(160);
    await page.locator('.review-facts').getByText('120 BPM').waitFor();
    await page.keyboard.press('a');
    await page.getByText('All caught up').waitFor();
    expect((await mediaState(audio)).status).toBe('PUBLISHED');
    expect(errors()).toEqual([]);
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ])(
    'has no axe violations with an item, with the reject form showing an error, and when empty (%s)',
    async (name, viewport) => {
      await seedPending({ kind: 'ASSET', title: `Axe Check ${name}`, hoursWaiting: 1 });
      const { page } = await adminPage('/admin/approvals', viewport);
      await heading(page).waitFor();
      const found = await axeViolations(page);
      await page.keyboard.press('r');
      await page.getByRole('button', { name: 'Reject and send back' }).click();
      await page.getByText('Choose why it is sent back.').waitFor();
      found.push(...(await axeViolations(page)));
      await page.getByRole('tab', { name: 'Audio' }).click();
      await page.getByText('All caught up').waitFor();
      found.push(...(await axeViolations(page)));
      // Nothing spills sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(found).toEqual([]);
    },
    90_000,
  );
});
