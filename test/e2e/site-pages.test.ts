/**
 * The static public pages in the browser: /public/about, the HTML sitemaps
 * (/sitemap, /public/sitemap, /members/sitemap) with categories created here
 * and the seeded platforms, the failed-load state of the sitemap and its
 * retry, /logo with its downloadable files, /terms and /privacy; axe on each
 * page at desktop and phone width.
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

/** The platforms the taxonomy migration seeds, in display order. */
const SEEDED_PLATFORMS = [
  'CapCut',
  'Premiere Pro',
  'After Effects',
  'DaVinci Resolve',
  'Final Cut Pro',
  'Filmora',
  'iMovie',
  'VN',
];

/** Each page and the name of its level-1 heading. */
const PAGES: [string, string | RegExp][] = [
  ['/public/about', 'Media for video creators, ready for your timeline'],
  ['/sitemap', 'Sitemap'],
  ['/public/sitemap', 'Sitemap'],
  ['/logo', 'The Framestock logo'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
];

let t: TestServer;
let browser: Browser;
let member: { email: string; password: string };

async function createCategory(input: Record<string, unknown>, token: string): Promise<string> {
  const res = await t.gql<{ createCategory: { category: { id: string } | null; errors: unknown[] } }>(
    'mutation($input: CreateCategoryInput!) { createCategory(input: $input) { category { id } errors { code message } } }',
    { input },
    { token },
  );
  const id = res.data?.createCategory.category?.id;
  if (!id) throw new Error(`createCategory failed: ${JSON.stringify(res)}`);
  return id;
}

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  const admin = await t.signedIn(Role.ADMIN);
  member = await t.signedIn(Role.MEMBER);
  const transitions = await createCategory({ kind: 'ASSET', name: 'Transitions', slug: 'transitions' }, admin.token);
  await createCategory(
    { kind: 'ASSET', name: 'Glitch transitions', slug: 'glitch-transitions', parentId: transitions },
    admin.token,
  );
  await createCategory({ kind: 'AUDIO', name: 'Cinematic music', slug: 'cinematic-music' }, admin.token);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function newPage(viewport = { width: 1280, height: 900 }, allowErrors: RegExp[] = []) {
  const page = await (await browser.newContext({ baseURL: t.url, viewport, bypassCSP: true })).newPage();
  return { page, errors: watchPageErrors(page, allowErrors) };
}

async function signInAsMember(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: true });

/** The sitemap has finished loading its categories and platforms. */
const sitemapReady = (page: Page) => page.getByRole('heading', { level: 2, name: 'Platforms' }).waitFor();

describe.skipIf(skip)('the static public pages in the browser', () => {
  it('loads every page with its heading and title', async () => {
    const { page, errors } = await newPage();
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await h1(page, heading).waitFor();
    }
    expect(await page.title()).toBe('Privacy Policy · Framestock');
    expect(errors()).toEqual([]);
  });

  it('marks the legal texts as drafts, dates them and links their sections', async () => {
    const { page, errors } = await newPage();
    for (const path of ['/terms', '/privacy']) {
      await page.goto(path);
      await page.getByText('Draft — pending legal review.').waitFor();
      expect(await page.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const toc = page.getByRole('navigation', { name: 'Contents' });
      expect(await toc.getByRole('link').count()).toBeGreaterThan(5);
      // Every entry points at a section of the page.
      for (const href of await toc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(await page.locator(href ?? '#missing').count(), `${path} ${href}`).toBe(1);
      }
    }
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Cookies' }).click();
    await page.waitForURL((url) => url.hash === '#cookies');
    expect(await page.getByRole('heading', { name: /Cookies/, level: 2 }).isVisible()).toBe(true);
    await page.goto('/terms#licence');
    await page.getByRole('heading', { name: /Licence to use downloaded media/ }).waitFor();
    expect(errors()).toEqual([]);
  });

  it('lists the public pages, the category trees and the platforms on the sitemap', async () => {
    const { page, errors } = await newPage();
    for (const path of ['/sitemap', '/public/sitemap']) {
      await page.goto(path);
      await sitemapReady(page);
      const pages = page.getByRole('region', { name: 'Pages' });
      for (const [name, href] of [
        ['Home', '/'],
        ['About', '/public/about'],
        ['Terms of Service', '/terms'],
        ['Logo and brand', '/logo'],
        ['Browse', '/public/browse'],
      ]) {
        expect(await pages.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      // No parameterised routes, no email landing pages, no members pages.
      expect(await pages.getByRole('link', { name: 'Verify your email' }).count()).toBe(0);
      expect(await pages.getByRole('link', { name: /Asset|Category/ }).count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Members area' }).count()).toBe(0);

      const assets = page.getByRole('region', { name: 'Asset categories' });
      const parent = assets.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Transitions' }) });
      const child = parent.getByRole('list').getByRole('link', { name: 'Glitch transitions' });
      expect(await child.getAttribute('href')).toBe('/public/categories/glitch-transitions');
      const audio = page.getByRole('region', { name: 'Audio categories' });
      expect(await audio.getByRole('link', { name: 'Cinematic music' }).getAttribute('href')).toBe(
        '/public/categories/cinematic-music',
      );
      await page.getByRole('region', { name: 'Image categories' }).getByText('No image categories yet.').waitFor();

      const platforms = page.getByRole('region', { name: 'Platforms' });
      expect(await platforms.getByRole('link').allInnerTexts()).toEqual(SEEDED_PLATFORMS);
      expect(await platforms.getByRole('link', { name: 'CapCut' }).getAttribute('href')).toBe(
        '/public/browse?platform=capcut',
      );
    }
    // Links are client-side navigations.
    await page.getByRole('region', { name: 'Pages' }).getByRole('link', { name: 'About', exact: true }).click();
    await h1(page, 'Media for video creators, ready for your timeline').waitFor();
    expect(errors()).toEqual([]);
  });

  it('says when the sitemap data cannot be loaded, and tries again', async () => {
    // The refused request is logged by the browser (and possibly by Apollo): expected here.
    const { page, errors } = await newPage(undefined, [/503/, /Failed to load resource/]);
    let fail = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (fail && body.includes('SiteMapData')) return route.fulfill({ status: 503, body: 'unavailable' });
      return route.continue();
    });
    await page.goto('/sitemap');
    const alert = page.getByRole('alert').filter({ hasText: 'Categories and platforms could not be loaded.' });
    await alert.waitFor();
    // The pages from the route table are there regardless.
    await page.getByRole('region', { name: 'Pages' }).getByRole('link', { name: 'About', exact: true }).waitFor();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await sitemapReady(page);
    expect(await page.getByRole('link', { name: 'Glitch transitions' }).count()).toBe(1);
    expect(errors()).toEqual([]);
  });

  it('adds the members pages on the members sitemap', async () => {
    const { page, errors } = await newPage();
    await signInAsMember(page, '/members/sitemap');
    await h1(page, 'Sitemap').waitFor();
    await sitemapReady(page);
    const members = page.getByRole('region', { name: 'Members area' });
    expect(await members.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('href')).toBe(
      '/members/dashboard',
    );
    // Screens with two addresses are listed once, under /members.
    expect(await members.getByRole('link', { name: 'Profile', exact: true }).getAttribute('href')).toBe(
      '/members/profile',
    );
    expect(await members.getByRole('link', { name: /Audio|Image/ }).count()).toBe(2); // no :id routes
    expect(await page.getByRole('link', { name: 'Glitch transitions' }).count()).toBe(1);
    expect(errors()).toEqual([]);
  });

  it('offers the logo files on /logo, and every download link answers with its file', async () => {
    const { page, errors } = await newPage();
    await page.goto('/logo');
    await h1(page, 'The Framestock logo').waitFor();
    const hrefs = await page
      .locator('a[download]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(12);
    for (const suffix of ['.svg', '.png', '@2x.png']) {
      expect(hrefs).toContain(`/brand/framestock-logo-on-dark${suffix}`);
      expect(hrefs).toContain(`/brand/framestock-logo-on-light${suffix}`);
      expect(hrefs).toContain(`/brand/framestock-mark${suffix}`);
    }
    for (const href of new Set(hrefs)) {
      const res = await fetch(`${t.url}${href}`);
      expect(res.status, href).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      if (href.endsWith('.svg')) {
        expect(res.headers.get('content-type'), href).toMatch(/^image\/svg\+xml/);
        expect(body.toString('utf8'), href).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      } else {
        expect(res.headers.get('content-type'), href).toBe('image/png');
        expect(body.subarray(1, 4).toString('latin1'), href).toBe('PNG');
      }
    }
    // The previews render (an image that failed to load has no natural width).
    const widths = await page
      .locator('.brand-file__preview img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(widths.length).toBe(4);
    expect(widths.every((w) => w > 0)).toBe(true);
    // The colours are read from the design tokens of global.css.
    const colours = page.getByRole('region', { name: 'Colours' });
    await colours.getByText('#a78bfa').waitFor();
    await colours.getByText('#f472b6').waitFor();
    expect(errors()).toEqual([]);
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ])('finds no axe violations and no sideways scrolling (%s)', async (_name, viewport) => {
    const { page } = await newPage(viewport);
    const found: string[] = [];
    const overflow: string[] = [];
    const check = async () => {
      found.push(...(await axeViolations(page)));
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (wide) overflow.push(page.url());
    };
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await h1(page, heading).waitFor();
      if (path.endsWith('sitemap')) await sitemapReady(page);
      await check();
    }
    await signInAsMember(page, '/members/sitemap');
    await sitemapReady(page);
    await check();
    expect(found).toEqual([]);
    expect(overflow).toEqual([]);
  });
});
