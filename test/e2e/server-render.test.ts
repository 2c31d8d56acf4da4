/**
 * Server-rendered public pages in the browser: the page is there without
 * JavaScript, and with it the browser hydrates what the server sent — no
 * error, no query asked again, no inline script for the CSP to block — and
 * the page then works as a page the browser rendered itself.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphqlOperationsOf,
  holdAppEntry,
  launchBrowser,
  skipWithoutChromium,
  waitForHydration,
  watchPageErrors,
} from '../support/browser.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`) || !existsSync('dist/ssr/entry-server.js');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let t: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  const media = mediaFactory(t);
  await media.platform('CapCut', 0);
  const category = await media.category('ASSET', 'Transitions');
  await media.createMany(6, (i) => ({
    kind: 'ASSET',
    title: `Glitch ${i + 1}`,
    status: 'PUBLISHED',
    categoryId: category.id,
    thumbnail: true,
  }));
  await media.create({ kind: 'ASSET', title: 'Sunrise wipe', status: 'PUBLISHED', categoryId: category.id });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe.skipIf(skip)('server-rendered pages in the browser', () => {
  it('shows the catalogue without JavaScript', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: t.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/public/browse');
    await expect.poll(() => page.locator('.media-card').count()).toBe(7);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    await page.goto('/');
    expect(await page.locator('.hero__lead').isVisible()).toBe(true);
    await context.close();
  });

  it('hydrates a list without asking for it again, then filters it as the browser’s own page', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: t.server.url });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const operations = graphqlOperationsOf(page);
    await page.goto('/public/browse');
    // The app starts after the first paint (server/http/seo/deferred-entry.ts); hydrated, React owns
    // the page: the header's menu button answers a tap.
    await waitForHydration(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.waitForLoadState('networkidle');
    expect(operations.filter((name) => name !== 'TrackEvents')).toEqual([]);
    expect(errors()).toEqual([]);

    // The search box works like any: the list asks for what was typed.
    await page.goto('/public/browse?query=sunrise');
    await expect.poll(() => page.locator('.media-card').count()).toBe(1);
    const search = page.getByRole('combobox', { name: 'Search media' });
    await search.fill('glitch');
    await search.press('Enter');
    await expect.poll(() => page.locator('.media-card').count()).toBe(6);
    expect(operations.some((name) => name !== 'TrackEvents')).toBe(true);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('keeps what a visitor typed and chose before the page hydrated, and searches from the server’s page', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: t.server.url });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const release = await holdAppEntry(page);
    await page.goto('/public/browse');
    // The server's page alone: an order is picked and words are typed before the app runs.
    await page.getByLabel('Sort by').selectOption({ label: 'Title A–Z' });
    await page.getByRole('combobox', { name: 'Search media' }).fill('glitch');
    release();
    await waitForHydration(page);
    // The app takes both as if made now (lib/useChangeMadeBeforeHydration.ts): the list follows them.
    await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe('glitch');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('title');
    await expect
      .poll(() => page.locator('.media-card__title').allTextContents())
      .toEqual(['Glitch 1', 'Glitch 2', 'Glitch 3', 'Glitch 4', 'Glitch 5', 'Glitch 6']);
    expect(await page.getByRole('combobox', { name: 'Search media' }).inputValue()).toBe('glitch');
    expect(errors()).toEqual([]);

    // Sent before the app runs, a search is the form's own GET, and the server renders its results.
    const early = await context.newPage();
    await holdAppEntry(early);
    await early.goto('/');
    await early.getByRole('combobox', { name: 'Search media' }).fill('sunrise');
    await early.getByRole('combobox', { name: 'Search media' }).press('Enter');
    await early.waitForURL(/\/public\/browse\?query=sunrise$/);
    await expect.poll(() => early.locator('.media-card').count()).toBe(1);
    await context.close();
  });

  it('leaves a reader where they scrolled the server’s page while it hydrates', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: t.server.url });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // The app's script arrives late, as on a slow phone: the reader scrolls the server's HTML meanwhile.
    const release = await holdAppEntry(page);
    await page.goto('/public/browse', { waitUntil: 'commit' });
    await page.locator('.media-card').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 400));
    release();
    // Hydrated (a tap to find out would scroll, so none here)…
    await waitForHydration(page);
    // …and committed: the page's own requests are done.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('hydrates the home page and an item page without errors, and their links navigate in the app', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: t.server.url });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const operations = graphqlOperationsOf(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.locator('.media-card a').first().tap();
    await page.waitForURL(/\/public\/assets\//);
    // The item's own heading: the home page's stays up while the item page's code loads.
    await page.getByRole('heading', { level: 1, name: /Glitch|Sunrise/ }).waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The item came from the app's own query, the home page's answers from the HTML.
    expect(operations).toContain('MediaDetail');
    expect(operations).not.toContain('HomeCatalog');

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Glitch|Sunrise/);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
