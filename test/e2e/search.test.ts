/**
 * Search in the browser: a member types a misspelled word in the header's
 * search box, gets the corrected results with the match highlighted, applies
 * a facet, opens a result (the click is logged with its position) and sees
 * "More like this"; autocomplete works from the keyboard; a phone gets a
 * thumb-sized box; axe finds nothing.
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
/** Debounced typing and a busy machine: give the page time. */
const WAIT = { timeout: 10_000 };
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let member: { email: string; password: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  const factory = mediaFactory(t);
  const transitions = await factory.category('ASSET', 'Transitions');
  const overlays = await factory.category('ASSET', 'Overlays');
  const capcut = await factory.platform('CapCut', 1);
  const premiere = await factory.platform('Premiere Pro', 2);
  const neon = await factory.tag('Neon');
  const items: [string, string, string[], string][] = [
    ['smooth', 'Smooth Transition Pack', [capcut.id], transitions.id],
    ['glitch', 'Glitch Transition', [premiere.id], transitions.id],
    ['swipe', 'Swipe Transition Set', [capcut.id, premiere.id], transitions.id],
    ['leaks', 'Light Leaks Overlay', [capcut.id], overlays.id],
  ];
  for (const [key, title, platformIds, categoryId] of items) {
    const made = await factory.create({
      kind: 'ASSET',
      title,
      status: 'PUBLISHED',
      categoryId,
      platformIds,
      tagIds: [neon.id],
      thumbnail: true,
      measured: {
        assetType: key === 'leaks' ? 'OVERLAY' : 'TRANSITION',
        width: 1920,
        height: 1080,
        orientation: 'LANDSCAPE',
        durationSeconds: 4,
      },
    });
    ids[key] = made.id;
  }
  member = await t.signedIn(Role.MEMBER);
});

afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function signedInPage(viewport = { width: 1280, height: 900 }, touch = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: t.url,
    bypassCSP: true,
    viewport,
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await context.newPage();
  await page.goto('/login?redirect=%2Fmembers%2Fbrowse');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/members/browse');
  // The URL changes before the members area has loaded; until then the login page's header
  // (with its own search box) is still on screen, and typing there is lost when it goes.
  await page.locator('.app--members').waitFor();
  return page;
}

describe.skipIf(skip)('search in the browser', () => {
  it('corrects a typo, highlights the match, filters by a facet, opens a result, shows more like this', async () => {
    // The one click logged below is this attempt's: a first attempt may have logged its own.
    await t.server.deps.db.query('DELETE FROM search_clicks');
    const page = await signedInPage();
    const errors = watchPageErrors(page, [/Failed to load resource/]);
    const box = page.getByRole('combobox', { name: 'Search media' });
    await box.fill('transtion');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/members/search' && url.searchParams.get('query') === 'transtion');

    const banner = page.locator('.search-correction');
    await expect.poll(() => banner.textContent(), WAIT).toContain('Showing results for transition');
    expect(await banner.textContent()).toContain('search instead for transtion');
    // The heading names what the results are for.
    await page.getByRole('heading', { level: 1, name: 'Results for “transition”' }).waitFor();
    await expect.poll(() => page.locator('[data-testid="media-card"]').count(), WAIT).toBe(3);
    expect(await page.locator('.media-card__title mark').first().textContent()).toBe('Transition');

    // A facet: Premiere Pro narrows to the two items made for it; the URL says so.
    await page
      .locator('.browse__sidebar fieldset', { has: page.locator('legend', { hasText: 'Platform' }) })
      .getByLabel(/Premiere Pro/)
      .click();
    await expect.poll(() => page.locator('[data-testid="media-card"]').count(), WAIT).toBe(2);
    expect(new URL(page.url()).searchParams.getAll('platform')).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);

    // Open the first result: the click is logged with its position; the page offers more like this.
    const first = page.locator('.media-card__title a').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const related = page.locator('.cp-related');
    await expect.poll(() => related.getByRole('heading', { name: 'More like this' }).count(), WAIT).toBe(1);
    await expect.poll(() => related.locator('a').count(), WAIT).toBeGreaterThan(0);
    const clicks = (await t.server.deps.db.query('SELECT position FROM search_clicks')) as { position: number }[];
    expect(clicks).toEqual([{ position: 1 }]);
    expect(errors()).toEqual([]);
    await page.context().close();
  });

  it('suggests as you type, from the keyboard, and searches the words as typed on request', async () => {
    const page = await signedInPage();
    const box = page.getByRole('combobox', { name: 'Search media' });
    await box.fill('swi');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect.poll(() => list.getByRole('option').count(), WAIT).toBeGreaterThan(0);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain('Swipe Transition Set');
    expect(await axeViolations(page)).toEqual([]);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('query') === 'Swipe Transition Set');
    await expect.poll(() => page.locator('[data-testid="media-card"]').count(), WAIT).toBe(1);
    await box.press('Escape');

    // "Search instead for" the typo: nothing found, and a way on (request it).
    await page.goto('/members/search?query=transtion');
    await page.locator('.search-correction button').click();
    await page.waitForURL((url) => url.searchParams.get('exact') === '1');
    const request = page.getByRole('link', { name: 'Request this asset' });
    await request.waitFor();
    expect(await request.getAttribute('href')).toBe('/members/request-asset?title=transtion');
    await page.context().close();
  });

  it('gives phones a thumb-sized search box without sideways scrolling', async () => {
    const page = await signedInPage({ width: 390, height: 844 }, true);
    const box = page.getByRole('combobox', { name: 'Search media' });
    // boundingBox() does not wait: it answers null while the header is still rendering.
    await box.waitFor();
    const size = await box.boundingBox();
    expect(size?.height).toBeGreaterThanOrEqual(44);
    expect(size?.width).toBeGreaterThan(300);
    await box.fill('neon');
    await box.press('Enter');
    await expect.poll(() => page.locator('[data-testid="media-card"]').count(), WAIT).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });
});
