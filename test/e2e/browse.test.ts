/**
 * The catalogue lists in the browser (/public/browse, /public/audio), against a
 * real server seeded with test/support/media-factory.ts plus real preview files
 * (a WebM hover loop, a WAV preview, a waveform JSON) written beside them:
 * only published items, filters in the URL with facet counts, infinite scroll,
 * the hover loop, audio playback with its waveform, the phone drawer, and axe.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, skipWithoutChromium, waitForHydration, watchPageErrors } from '../support/browser.js';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { makeAudio, makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: () => string[];
const seeded = {} as {
  capcutId: string;
  hover: SeededMedia;
  slow: SeededMedia;
  fast: SeededMedia;
  drafts: SeededMedia[];
};
const CLIPS = 30;
/** Published: the clips, the hover clip and two tracks. */
const PUBLISHED = CLIPS + 3;

/** A public derivative file and its stored_files row (the factory only makes thumbnails). */
async function addFile(
  mediaId: string,
  role: 'HOVER_LOOP' | 'PREVIEW' | 'WAVEFORM' | 'STORYBOARD',
  name: string,
  body: Buffer,
  contentType: string,
  customMetadata: Record<string, string> = {},
) {
  const meta = await t.server.deps.storage.write('public', `media/${mediaId}/${name}`, body, { contentType });
  await t.server.deps.db.query(
    `INSERT INTO stored_files (media_id, role, bucket_kind, bucket, full_path, name, size, content_type,
                               time_created, updated, md5_hash, custom_metadata)
     VALUES ($1, $2, 'public', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      mediaId,
      role,
      meta.bucket,
      meta.fullPath,
      meta.name,
      meta.size,
      meta.contentType,
      meta.timeCreated,
      meta.updated,
      meta.md5Hash,
      JSON.stringify(customMetadata),
    ],
  );
}

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  const media = mediaFactory(t);
  const capcut = await media.platform('CapCut', 0);
  const premiere = await media.platform('Premiere Pro', 1);
  const transitions = await media.category('ASSET', 'Transitions');
  const subcategories = [
    (await media.category('ASSET', 'Slides', transitions.id)).id,
    (await media.category('ASSET', 'Zooms', transitions.id)).id,
    (await media.category('ASSET', 'Overlays')).id,
  ];
  await media.createMany(CLIPS, (i) => ({
    kind: 'ASSET',
    title: `Clip ${String(i + 1).padStart(2, '0')}`,
    categoryId: subcategories[i] ?? null,
    status: 'PUBLISHED',
    access: i % 4 === 0 ? 'FREE' : 'PREMIUM',
    platformIds: i % 3 === 0 ? [capcut.id] : [premiere.id],
    thumbnail: i < 4,
    measured: { durationSeconds: 4 + i, width: 1920, height: 1080, fps: 30, orientation: 'LANDSCAPE' },
  }));
  const drafts = [
    await media.create({ kind: 'ASSET', title: 'Secret draft clip', platformIds: [capcut.id] }),
    await media.create({ kind: 'AUDIO', title: 'Secret draft track', status: 'PENDING_REVIEW' }),
  ];
  // Created last, so they head the NEWEST order.
  const hover = await media.create({
    kind: 'ASSET',
    title: 'Hover clip',
    status: 'PUBLISHED',
    thumbnail: true,
    platformIds: [capcut.id],
    measured: { durationSeconds: 2, width: 320, height: 180, fps: 25, orientation: 'LANDSCAPE' },
  });
  const loop = await readFile(await makeVideo({ seconds: 2, width: 320, height: 180, fps: 25, container: 'webm' }));
  await addFile(hover.id, 'HOVER_LOOP', 'hover-loop.webm', loop, 'video/webm');
  const sprite = await sharp({ create: { width: 320, height: 90, channels: 3, background: '#2dd4bf' } })
    .webp()
    .toBuffer();
  await addFile(hover.id, 'STORYBOARD', 'storyboard.webp', sprite, 'image/webp', {
    columns: '2',
    rows: '1',
    tileWidth: '160',
    tileHeight: '90',
    count: '2',
    intervalSeconds: '1',
  });
  const wav = await readFile(await makeAudio({ seconds: 3, format: 'wav' }));
  const peaks = Buffer.from(
    JSON.stringify({
      data: Array.from({ length: 200 }, (_, i) => (i % 2 ? 1 : -1) * Math.round(60 + 60 * Math.sin(i / 9))),
      duration: 3,
      sampleRate: 44100,
      samplesPerPixel: 1323,
    }),
  );
  const track = async (title: string, bpm: number) => {
    const item = await media.create({
      kind: 'AUDIO',
      title,
      status: 'PUBLISHED',
      access: 'FREE',
      measured: { durationSeconds: 3, bpm, musicalKey: 'A minor' },
    });
    await addFile(item.id, 'PREVIEW', 'preview.wav', wav, 'audio/wav');
    await addFile(item.id, 'WAVEFORM', 'waveform.json', peaks, 'application/json');
    return item;
  };
  Object.assign(seeded, {
    capcutId: capcut.id,
    hover,
    drafts,
    slow: await track('Slow groove', 84),
    fast: await track('Fast beat', 150),
  });

  context = await browser.newContext({ baseURL: t.url, bypassCSP: true, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  errors = watchPageErrors(page, [/Failed to load resource/]);
});

afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const cards = () => page.locator('[data-testid="media-card"]');
const cardTitles = () => page.locator('.media-card__title').allTextContents();
const totalLine = () => page.locator('.browse__head .browse__count');
/**
 * The list has its first page (skeleton gone, grid not busy) and React owns it: a server-rendered
 * page answers hovers and keys only once hydrated.
 */
async function settled() {
  await page.locator('.media-grid:not([role="status"]), .browse__empty').first().waitFor();
  await waitForHydration(page);
  await expect.poll(() => page.locator('.media-grid[aria-busy]').count()).toBe(0);
}
const facetCount = (group: string, option: string) =>
  page
    .locator('.browse__sidebar fieldset', { has: page.locator('legend', { hasText: group }) })
    .locator('label', { hasText: option })
    .locator('.filter-option__count')
    .textContent();

describe.skipIf(skip)('browse screens', () => {
  it('lists only published media, newest first, with the total', async () => {
    await page.goto('/public/browse');
    await page.getByRole('heading', { name: 'Browse', level: 1 }).waitFor();
    await settled();
    await expect.poll(() => totalLine().textContent()).toBe(`${PUBLISHED} items`);
    const titles = await cardTitles();
    expect(titles).toHaveLength(24);
    expect(titles.slice(0, 3)).toEqual(['Fast beat', 'Slow groove', 'Hover clip']);
    expect(titles.some((x) => x.startsWith('Secret'))).toBe(false);
    // Facet counts beside the options, over the whole result.
    expect(await facetCount('Type', 'Audio')).toBe('2');
    expect(await facetCount('Type', 'Asset')).toBe(String(CLIPS + 1));
    // Wide screens have the sidebar, and no phone "Filters" button opening the same filters again.
    expect(await page.locator('.browse__sidebar').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
  });

  it('loads the next page by cursor when the end of the list scrolls into view', async () => {
    await page.goto('/public/browse');
    await settled();
    expect(await cards().count()).toBe(24);
    await page.locator('.browse__more').scrollIntoViewIfNeeded();
    await expect.poll(() => cards().count()).toBe(PUBLISHED);
    await page.getByText(`That is everything — ${PUBLISHED} items.`).waitFor();
    const titles = await cardTitles();
    expect(new Set(titles).size).toBe(PUBLISHED);
  });

  it('comes Back from an item to the same list, where it was, without asking again', async () => {
    await page.goto('/public/browse');
    await settled();
    await page.locator('.browse__more').scrollIntoViewIfNeeded();
    await expect.poll(() => cards().count()).toBe(PUBLISHED);
    const card = cards().nth(PUBLISHED - 2);
    const title = (await card.locator('.media-card__title').textContent()) ?? '';
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    let asked = 0;
    const countLists = (request: Request) => {
      if ((request.postData() ?? '').includes('"operationName":"BrowseMedia"')) asked += 1;
    };
    page.on('request', countLists);
    await card.locator('.media-card__title a').click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.goBack();
    await settled();
    expect(await cards().count()).toBe(PUBLISHED);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(asked, 'the list was asked for again').toBe(0);
    // A new visit (a link, not Back) asks the server again, from the top.
    await cards()
      .nth(PUBLISHED - 2)
      .locator('.media-card__title a')
      .click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.locator('.site-header').getByRole('link', { name: 'Browse', exact: true }).click();
    await expect.poll(() => asked).toBe(1);
    await settled();
    expect(await cards().count()).toBe(24);
    page.off('request', countLists);
  });

  it('follows a card’s picture and sign-in links inside the app, and leaves a Ctrl+click to the browser', async () => {
    await page.goto('/public/browse?sort=title');
    await settled();
    // A full page load would lose this; an in-app navigation keeps it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const stillHere = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
    const card = cards().first();
    const title = (await card.locator('.media-card__title').textContent()) ?? '';
    const href = await card.locator('.media-card__media').getAttribute('href');
    expect(href).toMatch(/^\/public\/assets\//);

    await card.locator('.media-card__media').click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(href);
    expect(await stillHere()).toBe(true);

    await page.goBack();
    await settled();
    await cards()
      .first()
      .getByRole('link', { name: `Sign in to favourite ${title}` })
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
    // Back here after signing in, with the item to favourite then.
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(
      /^\/public\/browse\?sort=title&favorite=[0-9a-f-]{36}$/,
    );
    expect(await stillHere()).toBe(true);

    await page.goBack();
    await settled();
    const opened = context.waitForEvent('page');
    await cards()
      .first()
      .locator('.media-card__title a')
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === href);
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/public/browse');
    expect(await stillHere()).toBe(true);
  });

  it('loads more with the button too, moving focus to the first new card', async () => {
    // A tall viewport would let the observer fire at once; a short one keeps the button in charge.
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/public/browse?sort=title');
    await settled();
    const more = page.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards().count()).toBe(PUBLISHED);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.media-grid > li') !== null))
      .toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('filters by platform from the URL slug and from the sidebar, counts following', async () => {
    // The HTML sitemap links platforms by slug.
    const [{ slug }] = await t.server.deps.db.query('SELECT slug FROM platforms WHERE id = $1', [seeded.capcutId]);
    await page.goto(`/public/browse?platform=${slug}`);
    await settled();
    const capcutCount = 1 + Math.ceil(CLIPS / 3); // the hover clip and every third clip
    await expect.poll(() => totalLine().textContent()).toBe(`${capcutCount} items`);
    expect(
      await page
        .getByRole('checkbox', { name: /^CapCut/ })
        .first()
        .isChecked(),
    ).toBe(true);
    // With a platform chosen, the kind facet counts only CapCut media: no audio left.
    expect(await page.locator('.browse__sidebar legend', { hasText: 'Type' }).count()).toBe(1);
    expect(await facetCount('Type', 'Asset')).toBe(String(capcutCount));

    // Premiere joins (alternatives): everything with a platform.
    // click, not check: a box follows the URL, which the router updates a moment after the click.
    const premiere = page.locator('.browse__sidebar').getByRole('checkbox', { name: /^Premiere Pro/ });
    await premiere.click();
    await expect.poll(() => premiere.isChecked()).toBe(true);
    await expect.poll(() => totalLine().textContent()).toBe(`${CLIPS + 1} items`);
    expect(new URL(page.url()).searchParams.getAll('platform')).toHaveLength(2);

    // Unticking CapCut leaves Premiere only.
    const capcut = page.locator('.browse__sidebar').getByRole('checkbox', { name: /^CapCut/ });
    await capcut.click();
    await expect.poll(() => capcut.isChecked()).toBe(false);
    await expect.poll(() => totalLine().textContent()).toBe(`${CLIPS - capcutCount + 1} items`);
    expect(new URL(page.url()).searchParams.getAll('platform')).toHaveLength(1);
  });

  it('filters audio by BPM bucket, the URL and counts following', async () => {
    await page.goto('/public/audio');
    await settled();
    await expect.poll(() => totalLine().textContent()).toBe('2 items');
    expect(await facetCount('Tempo', '80–99 BPM')).toBe('1');
    expect(await facetCount('Tempo', '140 BPM and faster')).toBe('1');
    await page
      .locator('.browse__sidebar')
      .getByRole('radio', { name: /^140 BPM and faster/ })
      .click();
    await expect.poll(() => totalLine().textContent()).toBe('1 item');
    expect(new URL(page.url()).searchParams.get('bpm')).toBe('140-');
    expect(await cardTitles()).toEqual(['Fast beat']);
    // Back restores the unfiltered list.
    await page.goBack();
    await expect.poll(() => totalLine().textContent()).toBe('2 items');
  });

  it('shows the empty state with a way out when nothing matches', async () => {
    await page.goto('/public/audio?bpm=100-120');
    await page.getByRole('heading', { name: 'Nothing matches these filters' }).waitFor();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(() => totalLine().textContent()).toBe('2 items');
    expect(new URL(page.url()).search).toBe('');
  });

  it('scrubs the storyboard under the pointer until the hover loop plays', async () => {
    // Hold the loop back so the storyboard is what the pointer sees.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/hover-loop.webm*', async (route) => {
      await held;
      // The browser may have given up on (or re-issued) a held request by now.
      await route.continue().catch(() => undefined);
    });
    await page.goto('/public/browse');
    await settled();
    const media = cards().filter({ hasText: 'Hover clip' }).locator('.media-card__media');
    // Reloading a URL restores its scroll position (ScrollRestoration), maybe an earlier test's: bring the card in.
    await media.scrollIntoViewIfNeeded();
    const box = await media.boundingBox();
    if (!box) throw new Error('no card box');
    const board = media.getByTestId('storyboard');
    const position = () => board.evaluate((el) => (el as HTMLElement).style.backgroundPosition);
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await expect.poll(position).toBe('0% 0%');
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
    await expect.poll(position).toBe('100% 0%');
    release();
    await page.unroute('**/hover-loop.webm*');
    // Once the loop plays it covers the card and the storyboard goes.
    await expect.poll(() => board.count()).toBe(0);
    await page.mouse.move(5, 5);
  });

  it('plays a video card’s hover loop while hovered or focused', async () => {
    await page.goto('/public/browse');
    await settled();
    const card = cards().filter({ hasText: 'Hover clip' });
    const video = card.locator('video');
    // No element, so nothing fetched, before a hover.
    expect(await video.count()).toBe(0);
    await card.locator('.media-card__media').hover();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0)).toBe(true);
    // Pointer gone: the loop stops and its element goes with it.
    await page.mouse.move(5, 5);
    await expect.poll(() => video.count()).toBe(0);
    // Keyboard focus on the card's link starts it too.
    await card.getByRole('link', { name: 'Hover clip', exact: true }).focus();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    expect(await card.getByRole('link', { name: 'Hover clip', exact: true }).getAttribute('href')).toBe(
      `/public/assets/${seeded.hover.slug}`,
    );
  });

  it('plays an audio card’s preview and draws its waveform', async () => {
    await page.goto('/public/audio');
    await settled();
    const card = cards().filter({ hasText: 'Slow groove' });
    await card.getByTestId('waveform').waitFor();
    expect(await card.locator('[data-testid="waveform"] .waveform__bars rect').count()).toBeGreaterThan(10);
    const audio = card.locator('audio');
    // The player element is made by the first tap on play, not with the card.
    expect(await audio.count()).toBe(0);
    await card.getByRole('button', { name: 'Play Slow groove' }).click();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
    await card.getByRole('button', { name: 'Pause Slow groove' }).waitFor();
    // Starting another pauses the first.
    await cards().filter({ hasText: 'Fast beat' }).getByRole('button', { name: 'Play Fast beat' }).click();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    // Public lists lead everyone to the public page, whatever the kind.
    expect(await card.getByRole('link', { name: 'Slow groove', exact: true }).getAttribute('href')).toBe(
      `/public/assets/${seeded.slow.slug}`,
    );
  });

  it('offers categories as a drill-down: the top ones, then the chosen one’s subcategories', async () => {
    await page.goto('/public/browse');
    await settled();
    const group = page.locator('.browse__sidebar fieldset', { has: page.locator('legend', { hasText: 'Category' }) });
    const options = () => group.locator('.filter-option__label').allTextContents();
    await expect.poll(options).toEqual(['Any', 'Overlays', 'Transitions']);
    await group.getByRole('radio', { name: /^Transitions/ }).click();
    await expect.poll(options).toEqual(['Any', 'Overlays', 'Transitions', 'Slides', 'Zooms']);
    await expect.poll(() => totalLine().textContent()).toBe('2 items');
    // A subcategory is indented under its parent, and choosing it keeps the branch open.
    const indent = (name: string) =>
      group.locator('label', { hasText: name }).evaluate((l) => getComputedStyle(l).paddingInlineStart);
    expect(await indent('Slides')).not.toBe(await indent('Transitions'));
    await group.getByRole('radio', { name: /^Slides/ }).click();
    await expect.poll(() => cardTitles()).toEqual(['Clip 01']);
    expect(await options()).toEqual(['Any', 'Overlays', 'Transitions', 'Slides', 'Zooms']);
    await page.getByText('That is everything — 1 item.').waitFor();
  });

  it('shows a tick at once on a busy phone, before the list for it has rendered', async () => {
    await page.goto('/public/browse');
    await settled();
    // React Router writes the URL in a transition, which a slow CPU renders late: the box must not
    // read unticked meanwhile, and a second tick must build on the first, not on the older URL.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    const sidebar = page.locator('.browse__sidebar');
    try {
      await sidebar.getByRole('checkbox', { name: /^CapCut/ }).check();
      await sidebar.getByRole('checkbox', { name: /^Premiere Pro/ }).check();
      expect(await sidebar.getByRole('checkbox', { name: /^CapCut/ }).isChecked()).toBe(true);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    // Until the second URL lands (after the first, which may land on its own), both stay ticked.
    const ticked = () =>
      Promise.all([/^CapCut/, /^Premiere Pro/].map((name) => sidebar.getByRole('checkbox', { name }).isChecked()));
    const platforms = () =>
      new URL(page.url()).searchParams.getAll('platform').map((slug) => slug.replace(/-\d+$/, ''));
    const seen: boolean[][] = [];
    await expect
      .poll(
        async () => {
          seen.push(await ticked());
          return platforms();
        },
        { timeout: 20_000 },
      )
      .toEqual(['capcut', 'premiere-pro']);
    expect(seen.filter((boxes) => boxes.includes(false))).toEqual([]);
  });

  it('puts the filters in a drawer on phones', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/public/audio');
    await settled();
    expect(await page.locator('.browse__sidebar').isVisible()).toBe(false);
    // Hidden, so not built at all: a phone saves the few hundred elements of the facets.
    expect(await page.locator('.browse__sidebar input').count()).toBe(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('radio', { name: /^80–99 BPM/ }).click();
    await expect.poll(() => totalLine().textContent()).toBe('1 item');
    const filtered = page.url();
    // Back closes the sheet, as a phone's Back does, and keeps what was picked in it, without the
    // list asking (and briefly showing) the entry's own unfiltered answer while the params are carried back.
    const listRequests: string[] = [];
    const onRequest = (r: { postData(): string | null }) => {
      const body = r.postData() ?? '';
      if (/"operationName":"(BrowseMedia|SearchMedia)"/.test(body)) listRequests.push(body);
    };
    page.on('request', onRequest);
    await page.goBack();
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => page.url()).toBe(filtered);
    expect(await cardTitles()).toEqual(['Slow groove']);
    page.off('request', onRequest);
    expect(listRequests).toEqual([]);
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Show 1 result' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Filters (1)');
    expect(await cardTitles()).toEqual(['Slow groove']);
    expect(page.url()).toBe(filtered);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ])('finds no axe violations (%s)', async (_name, viewport) => {
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const path of ['/public/browse', '/public/audio', '/public/images']) {
      await page.goto(path);
      await settled();
      found.push(...(await axeViolations(page)));
    }
    expect(found).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('links media inside the members area from /members/browse and /members/audio, axe clean', async () => {
    const member = await t.signedIn(Role.MEMBER);
    // Signed out, as the tests above left the page: a first attempt may have signed in already, and /login
    // sends a signed-in visitor on instead of showing its form.
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: /Account:/ }).waitFor();
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 780 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/members/browse');
      await page.getByRole('heading', { name: 'Browse', level: 1 }).waitFor();
      await settled();
      expect(await page.getByRole('link', { name: 'Hover clip', exact: true }).getAttribute('href')).toBe(
        `/members/assets/${seeded.hover.slug}`,
      );
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // Members keep their own pages for every kind while they browse the members area.
    await page.goto('/members/audio');
    await settled();
    expect(await page.getByRole('link', { name: 'Slow groove', exact: true }).getAttribute('href')).toBe(
      `/members/audio/${seeded.slow.slug}`,
    );
  });

  it('asks once for a member’s favourites and the site settings, however far the list grows', async () => {
    // Signed in by the test above. Every card has a heart and the frame hides switched-off features: the
    // cards of each page the list adds, and the frame and the layout, used to ask again.
    const asked = new Map<string, number>();
    const count = (request: Request) => {
      const operation = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
      if (operation) asked.set(operation, (asked.get(operation) ?? 0) + 1);
    };
    // The page the test above left may still be loading its own cards' favourites: leave it first.
    await page.goto('about:blank');
    page.on('request', count);
    // The growing list's later cards mount after the first answer is in.
    const favourites = page.waitForResponse((r) => (r.request().postData() ?? '').includes('"MyFavoriteIds"'));
    await page.goto('/members/browse');
    await settled();
    await favourites;
    await page.locator('.browse__more').scrollIntoViewIfNeeded();
    await expect.poll(() => cards().count()).toBe(PUBLISHED);
    await expect.poll(() => page.getByRole('button', { name: /^Favourite / }).count()).toBe(PUBLISHED);
    page.off('request', count);
    expect(asked.get('BrowseMedia')).toBeGreaterThan(1);
    expect(asked.get('MyFavoriteIds')).toBe(1);
    expect(asked.get('SiteSettings')).toBe(1);
  });

  it('raised no unexpected page errors', () => {
    expect(errors()).toEqual([]);
  });
});
