/**
 * The file converter in the browser, against a real server running real
 * ffmpeg: a member uploads a clip (tus, with a progress bar), picks
 * "Vertical 9:16" with a blurred fill, sees the first-frame preview, moves
 * the trim end, converts, follows the progress, and downloads a 9:16 MP4
 * through its signed link. The screen is axe-clean at desktop and phone
 * width, and fits a 390 px phone without sideways scrolling.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { probe } from '../../server/media/probe.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, signInThroughForm, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { fixtureDir, fixtureTools, makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let clip: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (skip) return;
  [t, browser, clip] = await Promise.all([
    startTestServer({ clientDir }),
    launchBrowser(),
    makeVideo({ seconds: 3, width: 640, height: 360, fps: 24, audio: true }),
  ]);
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await t?.stop();
});

async function memberPage(viewport: { width: number; height: number }, touch = false) {
  const member = await t.signedIn();
  const context = await browser.newContext({
    baseURL: t.url,
    viewport,
    hasTouch: touch,
    isMobile: touch,
    acceptDownloads: true,
    bypassCSP: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await signInThroughForm(page, member);
  await page.goto('/members/file-converter');
  await page.getByRole('heading', { name: 'File converter', level: 1 }).waitFor();
  return { page, errors };
}

async function uploadClip(page: Page) {
  await page.locator('input[type="file"]').setInputFiles(clip);
  // The upload becomes a source, chosen at once: its presets appear.
  await page.getByRole('radio', { name: /Vertical 9:16/ }).waitFor({ timeout: 60_000 });
}

describe.skipIf(skip)('file converter', () => {
  it('converts a clip to 9:16 and downloads it', async () => {
    const { page, errors } = await memberPage({ width: 1280, height: 900 });
    await expect(page.getByText(/deleted automatically 24 hours after/)).toBeTruthy();
    await page.getByText('Free plan').waitFor();
    // The per-file limits and the month's conversion time read as two different things, sizes in decimal units.
    await page.getByText('Each file: up to 200 MB, at most 60 minutes long').waitFor();
    await page.getByText(/^Conversion time this month: 10 min of 10 min left · resets/).waitFor();
    await uploadClip(page);
    await page.getByRole('radio', { name: /Vertical 9:16/ }).check();
    await page.getByRole('radio', { name: 'Blurred background' }).check();
    const preview = page.getByRole('img', {
      name: /First frame of the result: Vertical 9:16, blurred background, 360 × 640/,
    });
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth)).toBe(true);

    // The trim end by keyboard: the kept part and the preview's numbers follow.
    const end = page.getByRole('slider', { name: /End/ });
    await end.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
    await page.getByText(/Keeps 0:00.0 to 0:02.0/).waitFor();
    await page.getByText(/0:00–2 s|0–2 s/).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Convert' }).click();
    const download = page.getByRole('link', { name: 'Download', exact: true });
    await download.waitFor({ timeout: 120_000 });
    await page.getByText('Ready', { exact: true }).waitFor();
    // A 2-second job visibly counts against the month's 10 minutes.
    await page.getByText(/^Conversion time this month: 9 min 58 s of 10 min left · resets/).waitFor();

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/-9x16\.mp4$/);
    const saved = path.join(fixtureDir(), `e2e-${file.suggestedFilename()}`);
    await file.saveAs(saved);
    const probed = await probe(fixtureTools, saved);
    expect(probed.video).toMatchObject({ codec: 'h264', width: 360, height: 640 });
    expect(Math.round((probed.durationSeconds ?? 0) * 10) / 10).toBe(2);

    expect(await axeViolations(page)).toEqual([]);
    await writeFile(path.join(fixtureDir(), 'page.html'), await page.content());
    expect(errors()).toEqual([]);
  }, 240_000);

  it('fits a phone: no sideways scroll, thumb-sized controls, axe-clean', async () => {
    const { page, errors } = await memberPage({ width: 390, height: 844 }, true);
    await uploadClip(page);
    await page.getByRole('radio', { name: /^GIF/ }).check();
    await page.getByRole('img', { name: /First frame of the result: Animated GIF/ }).waitFor({ timeout: 30_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Convert', 'Choose a file']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }
    const slider = await page.getByRole('slider', { name: /Start/ }).boundingBox();
    expect(slider?.height).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
  }, 180_000);

  it('sends a file the server refused only once, not again with the next one', async () => {
    const { page, errors } = await memberPage({ width: 390, height: 844 }, true);
    // Every request of the tus protocol to the converter's endpoint (creation, HEAD, PATCH), in order.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/converter/uploads')) sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('just some text, not a video') });
    await page.locator('.converter-upload__error').first().waitFor();
    const refused = [...sent];
    await uploadClip(page);
    // Nothing of the refused upload goes again: neither a new creation of it nor its own URL.
    const again = sent.slice(refused.length);
    const refusedUrls = new Set(refused.filter((r) => !r.startsWith('POST ')).map((r) => r.split(' ')[1]));
    expect(again.filter((r) => refusedUrls.has(r.split(' ')[1] as string))).toEqual([]);
    expect(again.filter((r) => r.startsWith('POST '))).toHaveLength(1);
    expect(await page.getByText('notes.mp4').count()).toBe(0);
    // The browser and Uppy log the refusal it was given (415); nothing else went wrong.
    expect(errors().filter((e) => !/415/.test(e))).toEqual([]);
  }, 120_000);

  // Last: it lowers the site's converter cap for everyone on this server.
  it('refuses a file over the limit naming the size the page states', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const settings = await t.gql<{ adminSettings: { version: number } }>(
      '{ adminSettings { version } }',
      {},
      { token: admin.token },
    );
    const saved = await t.gql<{ updateSettings: { errors: { message: string }[] } }>(
      'mutation($i: UpdateSettingsInput!) { updateSettings(input: $i) { errors { message } } }',
      { i: { expectedVersion: settings.data?.adminSettings.version, limits: { converterMaxFileMib: 2 } } },
      { token: admin.token },
    );
    expect(saved.data?.updateSettings.errors).toEqual([]);

    const { page, errors } = await memberPage({ width: 390, height: 844 }, true);
    // 2 MiB, in the units of every size on the site (the upload library would call it "2 MB").
    const limit = page.getByText('Each file: up to 2.1 MB, at most 60 minutes long');
    await expect
      .poll(
        async () => {
          if (await limit.isVisible()) return true;
          await page.reload();
          await page.getByRole('heading', { name: 'File converter', level: 1 }).waitFor();
          return limit.isVisible();
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(true);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'big.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(2_200_000) });
    await page
      .getByRole('alert')
      .filter({ hasText: 'big.mp4 is larger than the 2.1 MB your plan converts.' })
      .waitFor();
    expect(errors()).toEqual([]);
  }, 120_000);
});
