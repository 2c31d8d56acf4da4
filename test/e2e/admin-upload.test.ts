/**
 * The upload screens in the browser (Uppy + tus to /api/uploads), against a
 * real server that processes what it receives:
 *
 * - an admin uploads a clip, sees its progress reach 100 % and processing
 *   finish (the thumbnail), fills its details (defaults prefill the form),
 *   saves and submits it, approves it on /admin/approvals, and finds it
 *   published through the public `mediaItem` query;
 * - a text file named .mp4 shows the server's refusal on that file while the
 *   clip beside it carries on;
 * - pause and resume on a throttled connection, and resuming after a reload
 *   by adding the same file again;
 * - axe finds no violations on the screen with files in it, at desktop and
 *   phone width.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { mediaFactory } from '../support/media-factory.js';
import { makeAudio, makeImage, makeTextFile, makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

// The refused upload answers 415: the browser logs the failed request and Uppy the error (shown on the
// file too); a paused upload aborts its request.
const EXPECTED_CONSOLE = [/Failed to load resource/, /net::ERR_/, /\[Uppy\].*response code: 415/];

let t: TestServer;
let browser: Browser;
let admin: { token: string; email: string; password: string };
let categoryName: string;
let platformName: string;
let tagName: string;
const contexts: BrowserContext[] = [];

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await t.gql<T>(query, variables, { token });
  if (res.errors?.length || !res.data) throw new Error(JSON.stringify(res.errors ?? res));
  return res.data;
}

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  admin = await t.signedIn(Role.ADMIN);
  const stamp = Date.now().toString(36);
  categoryName = `Transitions ${stamp}`;
  platformName = `Editor ${stamp}`;
  tagName = `Glitch${stamp}`;
  await gql(
    `mutation($c: CreateCategoryInput!, $p: CreatePlatformInput!, $t: CreateTagInput!) {
      createCategory(input: $c) { errors { code } }
      createPlatform(input: $p) { errors { code } }
      createTag(input: $t) { errors { code } }
    }`,
    { c: { kind: 'ASSET', name: categoryName }, p: { name: platformName }, t: { name: tagName } },
    admin.token,
  );
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await t?.stop();
});

async function signedInPage(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: () => string[] }> {
  const context = await browser.newContext({ baseURL: t.url, viewport, bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  const errors = watchPageErrors(page, EXPECTED_CONSOLE);
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: /Account:/ }).waitFor();
  return { page, errors };
}

async function openUploads(page: Page) {
  await page.goto('/admin/assets/upload');
  await page.getByRole('heading', { name: 'Upload assets', level: 1 }).waitFor();
  // The defaults panel shows once the categories and platforms have loaded.
  await page.getByRole('heading', { name: 'Defaults for every file' }).waitFor();
  await page.getByRole('region', { name: 'Defaults for every file' }).getByLabel('Category').waitFor();
}

const fileCard = (page: Page, name: string) => page.getByRole('article', { name });
const progressAt = (page: Page, name: string, percent: number) =>
  page.locator(`[role="progressbar"][aria-label="Upload of ${name}"][aria-valuenow="${percent}"]`);

/** The id of the item a file's upload created, from the link to its page (`…/<id>` or `…?edit=<id>`). */
async function mediaIdIn(card: ReturnType<typeof fileCard>): Promise<string> {
  const href = (await card.getByRole('link', { name: /Open its page/ }).getAttribute('href')) ?? '';
  const id = href.split(/[/=]/).at(-1) ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

async function progressOf(page: Page, name: string): Promise<number> {
  return Number(await page.getByRole('progressbar', { name: `Upload of ${name}` }).getAttribute('aria-valuenow'));
}

describe.skipIf(skip)('upload screens in the browser', () => {
  it('uploads a clip, shows progress and processing, saves and submits its details; approved, it is published', async () => {
    // A first attempt's item may still wait for review under the same title, ahead of this one in the queue.
    await mediaFactory(t).removeTitled('Neon glitch transition');
    const clip = await makeVideo({ seconds: 2, width: 320, height: 240, fps: 25 });
    const fake = await makeTextFile('fake-clip.mp4');
    const clipName = path.basename(clip);
    const fakeName = path.basename(fake);
    const { page, errors } = await signedInPage();
    await openUploads(page);
    await page.getByText('MP4, MOV, WebM or MKV, up to 2 GB each').waitFor();

    // Defaults first: every file that finishes uploading starts with them.
    const defaults = page.getByRole('region', { name: 'Defaults for every file' });
    await defaults.getByRole('checkbox', { name: platformName }).check();
    await defaults.getByRole('radio', { name: /^Free/ }).check();

    await page.locator('input[type="file"]').setInputFiles([clip, fake]);

    // The fake clip: created, then refused (415) as soon as its first bytes show it is text.
    const fakeCard = fileCard(page, fakeName);
    // Polled on the card's whole text, so a failure says what the card showed instead (once, in CI, no alert came).
    await expect
      .poll(() => fakeCard.innerText(), { timeout: 30_000 })
      .toContain('The file is not a video (it looks like plain text)');
    expect(await fakeCard.getByRole('alert').innerText()).toContain('The file is not a video');
    // Sending the same bytes again cannot help: it can be removed, not retried.
    await fakeCard.getByRole('button', { name: `Remove ${fakeName}` }).waitFor();
    expect(await fakeCard.getByRole('button', { name: `Retry ${fakeName}` }).count()).toBe(0);

    // The real clip carries on: 100 %, then its item's processing, polled until the thumbnail shows.
    await progressAt(page, clipName, 100).waitFor();
    const card = fileCard(page, clipName);
    await card.getByText('Uploaded', { exact: true }).waitFor();
    await card.getByRole('link', { name: /Open its page/ }).waitFor();
    const mediaId = await mediaIdIn(card);
    const title = card.getByLabel('Title');
    // Prefilled with the title the server derived from the file name.
    await expect.poll(() => title.inputValue()).not.toBe('');
    await card.getByRole('img', { name: /^Thumbnail of / }).waitFor({ timeout: 90_000 });
    await card.getByText('Processing finished.').waitFor();

    // The defaults were applied to the new form.
    expect(await card.getByRole('checkbox', { name: platformName }).isChecked()).toBe(true);
    expect(await card.getByRole('radio', { name: /^Free/ }).isChecked()).toBe(true);

    // Details: title, category, a tag found by searching; submitting without a category is stopped first.
    await title.fill('Neon glitch transition');
    await card.getByRole('button', { name: 'Save and submit for review' }).click();
    await card.getByText('Choose a category: an item needs one to be submitted for review.').waitFor();
    await card.getByLabel('Category').selectOption({ label: categoryName });
    await card.getByRole('searchbox', { name: 'Tags' }).fill(tagName.slice(0, 6));
    await card.getByRole('button', { name: `${tagName} (add tag)` }).click();
    await card.getByRole('button', { name: `Remove tag ${tagName}` }).waitFor();
    await card.getByRole('button', { name: 'Save and submit for review' }).click();
    await card.getByText('Saved and submitted for review.').waitFor();

    const saved = await gql<{
      adminMediaItem: {
        status: string;
        title: string;
        access: string;
        category: { name: string };
        tags: { name: string }[];
        platforms: { name: string }[];
      };
    }>(
      `query($id: ID!) { adminMediaItem(id: $id) { status title access category { name } tags { name } platforms { name } } }`,
      { id: mediaId },
      admin.token,
    );
    expect(saved.adminMediaItem).toEqual({
      status: 'PENDING_REVIEW',
      title: 'Neon glitch transition',
      access: 'FREE',
      category: { name: categoryName },
      tags: [{ name: tagName }],
      platforms: [{ name: platformName }],
    });

    // Review: approve it on /admin/approvals.
    await page.goto('/admin/approvals');
    await page
      .getByRole('button', { name: /Neon glitch transition/ })
      .first()
      .click();
    await page.getByRole('button', { name: /Approve and publish/ }).click();

    // Published: visible to anyone through the public query.
    await expect
      .poll(
        async () =>
          (
            await gql<{ mediaItem: { status: string; title: string } | null }>(
              'query($id: ID!) { mediaItem(id: $id) { status title } }',
              { id: mediaId },
            )
          ).mediaItem,
        { timeout: 15_000 },
      )
      .toEqual({ status: 'PUBLISHED', title: 'Neon glitch transition' });
    expect(errors()).toEqual([]);
  }, 180_000);

  it('sends a refused file once: the next file moves its refusal to the notice instead of sending it again', async () => {
    const fake = await makeTextFile('refused-clip.mp4');
    const clip = await makeVideo({ seconds: 1, width: 160, height: 120, fps: 10 });
    const fakeName = path.basename(fake);
    const { page, errors } = await signedInPage();
    await openUploads(page);
    // Every request of the tus protocol to the upload endpoint (creation, HEAD, PATCH), in order.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/uploads')) sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.locator('input[type="file"]').setInputFiles(fake);
    await fileCard(page, fakeName).getByText('The file is not a video').waitFor();
    const refused = [...sent];

    await page.locator('input[type="file"]').setInputFiles(clip);
    await progressAt(page, path.basename(clip), 100).waitFor();
    // Nothing of the refused upload went again: neither a new creation of it nor its own URL.
    const again = sent.slice(refused.length);
    const refusedUrls = new Set(refused.filter((r) => !r.startsWith('POST ')).map((r) => r.split(' ')[1]));
    expect(refusedUrls.size).toBeGreaterThan(0);
    expect(again.filter((r) => refusedUrls.has(r.split(' ')[1] as string))).toEqual([]);
    expect(again.filter((r) => r.startsWith('POST '))).toHaveLength(1);
    // Its refusal is still said, in the notice above the list.
    expect(await fileCard(page, fakeName).count()).toBe(0);
    const notice = await page.locator('.upload-refusals').innerText();
    expect(notice).toContain(fakeName);
    expect(notice).toContain('The file is not a video');
    expect(errors()).toEqual([]);
  });

  it('pauses and resumes an upload, and resumes it after a reload when the same file is added again', async () => {
    // Big enough to take seconds on a throttled connection: 1280×720 noise compresses badly.
    const clip = await makeVideo({ seconds: 3, width: 1280, height: 720, fps: 30 });
    const clipName = path.basename(clip);
    const { page, errors } = await signedInPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await openUploads(page);
    await page.locator('input[type="file"]').setInputFiles(clip);
    const card = fileCard(page, clipName);

    await expect.poll(() => progressOf(page, clipName), { timeout: 20_000 }).toBeGreaterThan(0);
    await card.getByRole('button', { name: `Pause ${clipName}` }).click();
    await card.getByText('Paused', { exact: true }).waitFor();
    const pausedAt = await progressOf(page, clipName);
    expect(pausedAt).toBeLessThan(100);
    // Leaving in the app asks first while a file is unfinished.
    await page.getByRole('link', { name: 'All assets' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/assets/upload');
    await card.getByRole('button', { name: `Resume ${clipName}` }).click();
    await expect.poll(() => progressOf(page, clipName), { timeout: 20_000 }).toBeGreaterThan(pausedAt);

    // Reload mid-upload (the page asks first: uploads are running), then add the same file again.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('heading', { name: 'Upload assets', level: 1 }).waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Resumed, not started again: tus asks where the upload stands (HEAD) instead of creating one (POST).
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/uploads')) requests.push(request.method());
    });
    await page.locator('input[type="file"]').setInputFiles(clip);
    await progressAt(page, clipName, 100).waitFor({ timeout: 30_000 });
    expect(requests).toContain('HEAD');
    expect(requests).not.toContain('POST');
    await fileCard(page, clipName)
      .getByRole('link', { name: /Open its page/ })
      .waitFor();

    // One item from the two sessions of the same upload, not two.
    const items = await gql<{ adminMedia: { edges: { node: { originalFilename: string } }[] } }>(
      `{ adminMedia(filter: { kind: ASSET }, first: 100) { edges { node { originalFilename } } } }`,
      {},
      admin.token,
    );
    expect(items.adminMedia.edges.filter((e) => e.node.originalFilename === clipName)).toHaveLength(1);
    expect(errors()).toEqual([]);
  }, 120_000);

  it('takes audio and images on their own screens, each form with its kind’s fields', async () => {
    const track = await makeAudio({ seconds: 2, format: 'mp3' });
    const photo = await makeImage({ width: 320, height: 200, format: 'png' });
    const { page, errors } = await signedInPage();

    await page.goto('/admin/audio/upload');
    await page.getByRole('heading', { name: 'Upload audio', level: 1 }).waitFor();
    await page.getByText('WAV, MP3, FLAC, OGG, AAC, M4A or AIFF, up to 500 MB each').waitFor();
    const defaults = page.getByRole('region', { name: 'Defaults for every file' });
    await defaults.getByLabel('Genre').fill('Cinematic');
    expect(await page.locator('input[type="file"]').getAttribute('accept')).toContain('audio/*');
    await page.locator('input[type="file"]').setInputFiles(track);
    const trackCard = fileCard(page, path.basename(track));
    await trackCard.getByText('Processing finished.').waitFor({ timeout: 60_000 });
    expect(await trackCard.getByLabel('Genre').inputValue()).toBe('Cinematic');
    // Defaults changed afterwards reach the forms already there through "Apply to all files".
    await defaults.getByLabel('Mood').fill('Tense');
    await defaults.getByRole('button', { name: 'Apply to all files' }).click();
    expect(await trackCard.getByLabel('Mood').inputValue()).toBe('Tense');
    await trackCard.getByLabel('BPM').fill('12');
    await trackCard.getByRole('button', { name: 'Save', exact: true }).click();
    await trackCard.getByText('Enter a tempo from 20 to 400 BPM.').waitFor();
    await trackCard.getByLabel('BPM').fill('120');
    await trackCard.getByLabel('Key').fill('F#m');
    await trackCard.getByRole('checkbox', { name: /Loop/ }).check();
    await page.getByRole('button', { name: 'Save all changed (1)' }).click();
    await page.getByText('All changes are saved.').waitFor();
    expect(await page.getByRole('button', { name: /Save all changed/ }).count()).toBe(0);
    const audioId = await mediaIdIn(trackCard);
    const audio = await gql<{ adminMediaItem: Record<string, unknown> }>(
      `query($id: ID!) { adminMediaItem(id: $id) { status ... on Audio { genre mood bpm musicalKey isLoop isSoundEffect } } }`,
      { id: audioId },
      admin.token,
    );
    expect(audio.adminMediaItem).toEqual({
      status: 'DRAFT',
      genre: 'Cinematic',
      mood: 'Tense',
      bpm: 120,
      musicalKey: 'F#m',
      isLoop: true,
      isSoundEffect: false,
    });

    await page.goto('/admin/images/upload');
    await page.getByRole('heading', { name: 'Upload images', level: 1 }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(photo);
    const photoCard = fileCard(page, path.basename(photo));
    await photoCard.getByRole('img', { name: /^Thumbnail of / }).waitFor({ timeout: 60_000 });
    expect(await photoCard.getByLabel('Asset type').count()).toBe(0);
    await photoCard.getByLabel('Price (USD)').fill('4.99');
    await photoCard.getByRole('button', { name: 'Save', exact: true }).click();
    await photoCard.getByText('Saved as a draft.').waitFor();
    const image = await gql<{ adminMediaItem: { kind: string; priceCents: number } }>(
      `query($id: ID!) { adminMediaItem(id: $id) { kind priceCents } }`,
      { id: await mediaIdIn(photoCard) },
      admin.token,
    );
    expect(image.adminMediaItem).toEqual({ kind: 'IMAGE', priceCents: 499 });
    expect(errors()).toEqual([]);
  }, 120_000);

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ])(
    'has no axe violations with files in the list (%s)',
    async (_name, viewport) => {
      const clip = await makeVideo({ seconds: 1, width: 160, height: 120, fps: 10 });
      const fake = await makeTextFile('broken.mp4');
      const { page } = await signedInPage(viewport);
      await openUploads(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('input[type="file"]').setInputFiles([clip, fake]);
      const card = fileCard(page, path.basename(clip));
      await card.getByLabel('Title').waitFor();
      await fileCard(page, path.basename(fake)).getByRole('alert').waitFor();
      await card.getByRole('searchbox', { name: 'Tags' }).fill(tagName.slice(0, 6));
      await card.getByRole('button', { name: /add tag/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
    90_000,
  );
});
