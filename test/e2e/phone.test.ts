/**
 * Framestock on a phone (390×844, isMobile, hasTouch — Chromium's own touch
 * emulation, so `(hover: none)` matches as on a real phone), against a real
 * server and the built client:
 *
 * - the video card most in view plays its muted loop, one at a time, and
 *   stops when scrolled away;
 * - with reduced motion nothing plays until its play control is tapped;
 * - an audio card plays by tap, even one made before the app hydrated the
 *   server's page, and its play button (and the audio page's) is a
 *   thumb-sized target (≥ 44 px);
 * - card pictures come as srcset with sizes, width and height; the first
 *   loads at once with high priority, the rest lazily;
 * - the landing and members pages load without any Intl call: a page's
 *   first loads ICU's locale data, tens of ms of a phone's main thread;
 * - no route of the route table scrolls sideways at 390 px (signed in as an
 *   admin, so member and admin screens are walked too; new routes are
 *   covered as they are added to client/src/routeTable.ts), and on public
 *   and members routes no button, select or navigation link is under 44 px.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteDef, routeTable } from '../../client/src/routeTable.js';
import { Role } from '../../server/graphql/auth.js';
import { holdAppEntry, launchBrowser, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { makeAudio, makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const CLIPS = 6;

let t: TestServer;
let browser: Browser;
const seeded = {} as {
  clips: SeededMedia[];
  track: SeededMedia;
  category: { id: string };
  admin: { email: string; password: string; userId: string };
};

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  const media = mediaFactory(t);
  const category = await media.category('ASSET', 'Transitions');
  const loop = await readFile(await makeVideo({ seconds: 2, width: 320, height: 180, fps: 25, container: 'webm' }));
  const still = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })
      .webp()
      .toBuffer();
  const clips: SeededMedia[] = [];
  for (let i = 0; i < CLIPS; i++) {
    const clip = await media.create({
      kind: 'ASSET',
      title: `Phone clip ${i + 1}`,
      status: 'PUBLISHED',
      categoryId: category.id,
      createdAt: new Date(Date.now() - (CLIPS - i) * 1000),
      measured: { durationSeconds: 2, width: 1920, height: 1080, fps: 25, orientation: 'LANDSCAPE' },
    });
    for (const [role, name, w, h] of [
      ['THUMBNAIL_320', 'thumbnail-320.webp', 320, 180],
      ['THUMBNAIL', 'thumbnail.webp', 640, 360],
      ['THUMBNAIL_960', 'thumbnail-960.webp', 960, 540],
    ] as const) {
      await media.file(clip.id, role, name, await still(w, h), 'image/webp', { width: String(w), height: String(h) });
    }
    await media.file(clip.id, 'HOVER_LOOP', 'hover.webm', loop, 'video/webm');
    clips.push(clip);
  }
  const track = await media.create({
    kind: 'AUDIO',
    title: 'Phone groove',
    status: 'PUBLISHED',
    access: 'FREE',
    measured: { durationSeconds: 3, bpm: 96 },
  });
  await media.file(
    track.id,
    'PREVIEW',
    'preview.wav',
    await readFile(await makeAudio({ seconds: 3, format: 'wav' })),
    'audio/wav',
  );
  const peaks = { data: Array.from({ length: 200 }, (_, i) => (i % 2 ? 1 : -1) * (40 + (i % 50))), duration: 3 };
  await media.file(track.id, 'WAVEFORM', 'waveform.json', Buffer.from(JSON.stringify(peaks)), 'application/json');
  const admin = await t.signedIn(Role.ADMIN);
  // A bundle of a long-titled pack, so its page is laid out at 390 px with real content.
  const [bundle] = await t.server.deps.db.query(
    `INSERT INTO bundles (title, slug, description, access, published)
     VALUES ('Phone transitions megapack for vertical edits', 'phone-pack', 'Swipes and zooms for 9:16.', 'PREMIUM', true)
     RETURNING id`,
  );
  for (const [position, clip] of clips.slice(0, 3).entries()) {
    await t.server.deps.db.query('INSERT INTO bundle_items (bundle_id, media_id, position) VALUES ($1, $2, $3)', [
      bundle.id,
      clip.id,
      position,
    ]);
  }
  Object.assign(seeded, { clips: clips.reverse(), track, category, admin });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function phone(extra: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: t.url, bypassCSP: true, ...PHONE, ...extra });
  return { context, page: await context.newPage() };
}

/** Titles of the cards whose loop is playing now (advancing, not paused). */
function playingTitles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid="media-card"]'))
      .filter((card) => {
        const video = card.querySelector('video[data-testid="hover-loop"]') as HTMLVideoElement | null;
        return video !== null && !video.paused && video.currentTime > 0;
      })
      .map((card) => card.querySelector('.media-card__title')?.textContent ?? ''),
  );
}

/** A target a thumb can hit: at least 44 × 44 CSS px (WCAG 2.5.5, Apple's and Google's guidance). */
async function expectThumbSized(target: Locator) {
  await target.waitFor();
  const box = await target.boundingBox();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
}

async function browseVideos(page: Page) {
  await page.goto('/public/browse?kind=ASSET');
  await page.locator('.media-grid:not([role="status"])').first().waitFor();
  await expect.poll(() => page.locator('[data-testid="media-card"]').count()).toBe(CLIPS);
}

describe.skipIf(skip)('on a phone', () => {
  it('plays the loop of the card most in view, one at a time, and stops it when scrolled away', async () => {
    const { context, page } = await phone();
    const errors = watchPageErrors(page, [/Failed to load resource/]);
    try {
      await browseVideos(page);
      await page.locator('[data-testid="media-card"]').first().scrollIntoViewIfNeeded();
      await expect.poll(() => playingTitles(page), { timeout: 15_000 }).toHaveLength(1);
      const [first] = await playingTitles(page);

      // Scroll that card out of view: it stops, and the one now most in view plays instead.
      const card = page.locator('[data-testid="media-card"]', { hasText: first as string });
      await card.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom + 40));
      await expect.poll(() => playingTitles(page), { timeout: 15_000 }).not.toContain(first);
      await expect.poll(() => playingTitles(page), { timeout: 15_000 }).toHaveLength(1);
      // Stopped, its loop's element is gone: only the card playing has one.
      await expect.poll(() => card.locator('video').count()).toBe(0);
      expect(await page.locator('video[data-testid="hover-loop"]').count()).toBe(1);
      // On touch the play control is not needed: nothing to tap.
      expect(await page.locator('[data-testid="preview-toggle"]').count()).toBe(0);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with reduced motion plays nothing until a play control is tapped', async () => {
    const { context, page } = await phone({ reducedMotion: 'reduce' });
    try {
      await browseVideos(page);
      await page.locator('[data-testid="media-card"]').first().scrollIntoViewIfNeeded();
      // Long enough for the in-view rule to have started one, had it applied.
      await page.waitForTimeout(1500);
      expect(await playingTitles(page)).toEqual([]);
      expect(await page.locator('video[src]').count()).toBe(0);

      const toggle = page.getByRole('button', { name: `Play the preview of ${seeded.clips[0]?.title}` });
      await expectThumbSized(toggle);
      await toggle.tap();
      await expect.poll(() => playingTitles(page), { timeout: 15_000 }).toEqual([seeded.clips[0]?.title]);
      await page.getByRole('button', { name: `Stop the preview of ${seeded.clips[0]?.title}` }).tap();
      await expect.poll(() => playingTitles(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plays an audio card tapped before the app has hydrated, from a thumb-sized button', async () => {
    const { context, page } = await phone();
    try {
      // The app's entry is held until the tap is made: the server's page alone has the button.
      const release = await holdAppEntry(page);
      await page.goto('/public/audio');
      const play = page.getByRole('button', { name: `Play ${seeded.track.title}` });
      await expectThumbSized(play);
      await play.tap();
      release();
      // The page's boot script held the tap; the hydrated app answers it (client/src/lib/heldTap.tsx).
      const audio = page.locator('[data-testid="audio-preview"]');
      await audio.waitFor({ state: 'attached', timeout: 15_000 });
      await expect
        .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0), { timeout: 15_000 })
        .toBe(true);
      await page.getByRole('button', { name: `Pause ${seeded.track.title}` }).tap();
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('gives card pictures every width with sizes and dimensions; only the first loads at once', async () => {
    const { context, page } = await phone();
    try {
      await browseVideos(page);
      const images = page.locator('[data-testid="media-card"] img.media-card__thumb');
      const attrs = (i: number) =>
        images.nth(i).evaluate((img: HTMLImageElement) => ({
          srcset: img.getAttribute('srcset'),
          sizes: img.getAttribute('sizes'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          fetchpriority: img.getAttribute('fetchpriority'),
          chosen: img.currentSrc,
        }));
      const first = await attrs(0);
      expect(first.srcset?.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '640w', '960w']);
      expect(first.sizes).toContain('100vw');
      expect([first.width, first.height]).toEqual(['640', '360']);
      expect([first.loading, first.fetchpriority]).toEqual(['eager', 'high']);
      // A 358 px wide card on a 3x screen needs the 960 px picture.
      await expect.poll(async () => (await attrs(0)).chosen).toContain('thumbnail-960.webp');
      const second = await attrs(1);
      expect([second.loading, second.fetchpriority]).toEqual(['lazy', null]);
    } finally {
      await context.close();
    }
  });

  it('has a play button of at least 44 px on the audio pages', async () => {
    const { context, page } = await phone();
    try {
      await signIn(page);
      // The members' page and the public one (every kind has one).
      for (const path of [`/members/audio/${seeded.track.slug}`, `/public/assets/${seeded.track.slug}`]) {
        await page.goto(path);
        await expectThumbSized(page.getByRole('button', { name: `Play ${seeded.track.title}` }));
      }
    } finally {
      await context.close();
    }
  });

  it('loads the landing and members pages without any Intl call (the first loads ICU’s locale data)', async () => {
    const { context, page } = await phone();
    // Every way into ICU a page has: Intl's constructors and the toLocale… and localeCompare methods.
    await context.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { intlCalls: string[] }).intlCalls = calls;
      const record = (name: string) => calls.push(`${name} ${(new Error().stack ?? '').split('\n')[3]?.trim()}`);
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      for (const name of Object.getOwnPropertyNames(Intl)) {
        if (typeof intl[name] !== 'function') continue;
        intl[name] = new Proxy(intl[name], {
          construct(target, args) {
            record(`Intl.${name}`);
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            record(`Intl.${name}`);
            return Reflect.apply(target, self, args);
          },
        });
      }
      const methods: [object, string][] = [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
        [String.prototype, 'localeCompare'],
        [String.prototype, 'toLocaleLowerCase'],
        [String.prototype, 'toLocaleUpperCase'],
      ];
      for (const [proto, name] of methods) {
        const original = (proto as Record<string, (...args: unknown[]) => unknown>)[name];
        Object.defineProperty(proto, name, {
          value(this: unknown, ...args: unknown[]) {
            record(name);
            return original?.apply(this, args);
          },
        });
      }
    });
    const intlCalls = () => page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);
    const clip = seeded.clips[0] as SeededMedia;
    try {
      const calls: string[] = [];
      const visit = async (path: string) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('main').first().waitFor();
        for (const call of await intlCalls()) calls.push(`${path}: ${call}`);
      };
      for (const path of [
        '/',
        '/public/browse',
        `/public/assets/${clip.slug}`,
        `/public/assets/${seeded.track.slug}`,
      ]) {
        await visit(path);
      }
      await signIn(page);
      for (const path of ['/members/browse', '/members/search?query=Phone', `/members/audio/${seeded.track.slug}`]) {
        await visit(path);
      }
      expect(calls).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sets the members’ bottom bar labels apart, each under its picture, on the narrowest phones', async () => {
    const { context, page } = await phone({ viewport: { width: 360, height: 780 } });
    try {
      await signIn(page);
      await page.goto('/members/profile/downloads');
      const bar = page.getByRole('navigation', { name: 'Members shortcuts' });
      await bar.getByRole('link', { name: 'Downloads' }).waitFor();
      const cells = await bar.evaluate((nav) =>
        Array.from(nav.querySelectorAll<HTMLElement>('.thumb-bar__link')).map((link) => {
          const label = Array.from(link.childNodes).find((n) => n.nodeType === Node.TEXT_NODE) as Text;
          const range = document.createRange();
          range.selectNodeContents(label);
          const text = range.getBoundingClientRect();
          const icon = link.querySelector('svg')?.getBoundingClientRect();
          return { name: label.data, left: text.left, right: text.right, iconAbove: !!icon && icon.bottom <= text.top };
        }),
      );
      expect(cells.map((c) => [c.name, c.iconAbove])).toEqual(
        ['Browse', 'Search', 'Downloads', 'Favourites', 'Menu'].map((name) => [name, true]),
      );
      // Text alone in five cells ran together: "Downloads Favourites" read as one label.
      for (const [a, b] of cells.slice(0, -1).map((c, i) => [c, cells[i + 1] as typeof c] as const)) {
        expect(b.left - a.right, `space between ${a.name} and ${b.name}`).toBeGreaterThanOrEqual(8);
      }
    } finally {
      await context.close();
    }
  });

  it('scrolls no route of the route table sideways at 390 px, and keeps public and members controls thumb-sized', async () => {
    const { context, page } = await phone();
    const allowed = [/Failed to load resource/, /status of 40[134]/];
    const errors = [watchPageErrors(page, allowed)];
    try {
      await signIn(page);
      const wide: string[] = [];
      const small: string[] = [];
      // Three tabs of the signed-in context share the walk: each waits for its
      // network to go idle, and one tab alone spent most of a minute and a half waiting.
      const queue = [...(routeTable as readonly RouteDef[])];
      const tabs = [page, await context.newPage(), await context.newPage()];
      for (const tab of tabs.slice(1)) errors.push(watchPageErrors(tab, allowed));
      const walk = async (tab: Page) => {
        for (let route = queue.shift(); route; route = queue.shift()) {
          const path = pathOf(route);
          await tab.goto(path, { waitUntil: 'networkidle' });
          // The layout has rendered: a main landmark (every layout has one), error pages included.
          await tab.locator('main').first().waitFor();
          const overflow = await tab.evaluate(() => ({
            scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
            viewport: window.innerWidth,
          }));
          if (overflow.scroll > overflow.viewport) wide.push(`${path}: ${overflow.scroll} px wide`);
          // Public and members screens are used by thumb: their buttons, selects and navigation.
          if (!path.startsWith('/admin')) {
            for (const control of await smallControls(tab)) small.push(`${path}: ${control}`);
          }
        }
      };
      await Promise.all(tabs.map(walk));
      expect(wide).toEqual([]);
      expect(small).toEqual([]);
      expect(errors.flatMap((list) => list())).toEqual([]);
    } finally {
      await context.close();
    }
  }, 600_000);
});

/** Visible controls of the page's own kinds (buttons, selects, segmented choices, navigation) under 44 px tall. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        '.button, select, .segmented label, .menu-button, .account__button, .thumb-bar__link',
      ),
    )
      .filter((e) => e.offsetParent !== null)
      .map((e) => ({
        name: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim(),
        box: e.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.height < 44)
      .map(({ name, box }) => `"${name.slice(0, 40)}" ${Math.round(box.height)} px tall`),
  );
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(seeded.admin.email);
  await page.getByLabel('Password').fill(seeded.admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A real path for a route: its `:id` filled with something that exists. */
function pathOf(route: RouteDef): string {
  const clip = seeded.clips[0] as SeededMedia;
  const ids: Record<string, string> = {
    'public-asset': clip.slug,
    'members-asset': clip.slug,
    'admin-asset': clip.id,
    'members-audio-item': seeded.track.slug,
    'public-category': seeded.category.id,
    'public-bundle': 'phone-pack',
    'admin-user': seeded.admin.userId,
  };
  return route.path.replace(':id', ids[route.id] ?? '00000000-0000-4000-8000-000000000000');
}
