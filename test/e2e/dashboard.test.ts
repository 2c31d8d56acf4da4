/**
 * The members' dashboard in the browser: a busy member (subscribed, with
 * downloads, favourites, a follow, requests and unread notifications) lands
 * on it after signing in and sees every block filled; a fresh member sees the
 * Free plan and the empty states with their links. On a phone (390 px, touch)
 * nothing scrolls sideways and the links are thumb sized. Axe-clean on both.
 * Screenshots go to /tmp/shots/dash/ for a person to look at.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { notify } from '../../server/modules/notifications/index.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, signInThroughForm, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { subscribeDirectly } from '../support/subscriptions.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);
const SHOTS = '/tmp/shots/dash';

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

let t: TestServer;
let browser: Browser;
let items: SeededMedia[];
let busy: { email: string; password: string; userId: string };

beforeAll(async () => {
  if (skip) return;
  mkdirSync(SHOTS, { recursive: true });
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  await ensureDemoPlans(t.server.deps.db);
  const media = mediaFactory(t);
  const category = await media.category('ASSET', 'Light Leaks');
  items = await media.createMany(6, (i) => ({
    kind: 'ASSET',
    title: ['Neon Title Pack', 'Light Leak Overlay', 'Film Burn', 'Glitch Bars', 'Lens Flare Sweep', 'Dust Overlay'][i],
    access: 'FREE',
    status: 'PUBLISHED',
    categoryId: category.id,
    thumbnail: true,
  }));
  const member = await t.signedIn();
  busy = member;
  const as = { token: member.token };
  await subscribeDirectly(t.server.deps.db, member.userId, 'active');
  for (const m of items.slice(0, 3)) {
    await t.gql(
      `mutation($i: DownloadItemInput!) { downloadItem(input: $i) { errors { code } } }`,
      { i: { mediaId: m.id } },
      as,
    );
    await t.gql(
      `mutation($i: SetFavoriteInput!) { setFavorite(input: $i) { errors { code } } }`,
      { i: { mediaId: m.id, favorite: true } },
      as,
    );
  }
  await t.gql(
    `mutation($i: SetFollowInput!) { setFollow(input: $i) { errors { code } } }`,
    { i: { targetType: 'CATEGORY', targetId: category.id, following: true } },
    as,
  );
  await t.gql(
    `mutation($i: CreateAssetRequestInput!) { createAssetRequest(input: $i) { errors { code } } }`,
    { i: { title: 'Paper texture overlays', kind: 'IMAGE', platforms: [] } },
    as,
  );
  await t.server.deps.db.transaction((m) =>
    notify(m, [
      { userId: member.userId, type: 'test.note', title: 'Your request is planned', link: '/members/request-asset' },
    ]),
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/** Signed in, on the dashboard (where members land), with every block rendered. */
async function openDashboard(options: BrowserContextOptions, user: { email: string; password: string }) {
  // bypassCSP: axe is injected as an inline script.
  const context = await browser.newContext({ baseURL: t.url, bypassCSP: true, ...options });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await signInThroughForm(page, user);
  await page.waitForURL('**/members/dashboard');
  await page.getByRole('heading', { name: 'Your plan' }).waitFor();
  await expect.poll(() => page.locator('.dashboard[aria-busy]').count()).toBe(0);
  return { context, page, errors };
}

describe.skipIf(skip)('the members’ dashboard', () => {
  it('shows a busy member every block filled, axe-clean', async () => {
    // The test reads the notification: a retry starts with it unread again.
    await t.server.deps.db.query('UPDATE notifications SET read_at = NULL WHERE user_id = $1', [busy.userId]);
    const { context, page, errors } = await openDashboard({ viewport: { width: 1280, height: 900 } }, busy);
    try {
      const plan = page.getByTestId('dash-plan');
      await expect.poll(() => plan.textContent()).toMatch(/downloads left this period/);
      await expect.poll(() => plan.getByTestId('meter').textContent()).toMatch(/^3 of \d+ downloads this month/);
      expect(
        await page
          .getByTestId('dash-notifications')
          .getByRole('link', { name: /Your request is planned/ })
          .count(),
      ).toBe(1);
      expect(
        await page.getByTestId('dash-requests').getByRole('link', { name: 'Paper texture overlays' }).count(),
      ).toBe(1);
      expect(await page.getByTestId('dash-requests').textContent()).toMatch(/Open.*1 vote.*Asked by you/);
      const downloads = page.getByTestId('dash-downloads');
      expect(await downloads.getByRole('link', { name: 'Film Burn' }).getAttribute('href')).toBe(
        `/members/assets/${items[2]?.slug}`,
      );
      expect(await page.getByTestId('dash-favorites').locator('.media-grid > li').count()).toBe(3);
      expect(await page.getByTestId('dash-new').locator('.media-grid > li').count()).toBe(6);
      await page.screenshot({ path: `${SHOTS}/busy-desktop.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // Opening the notification marks it read: the block and the bell count go down.
      await page
        .getByTestId('dash-notifications')
        .getByRole('link', { name: /Your request is planned/ })
        .click();
      await page.waitForURL('**/members/request-asset');
      await page.goBack();
      await expect.poll(() => page.getByTestId('dash-notifications').textContent()).toMatch(/You are all caught up/);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a fresh member the Free plan and empty states that lead somewhere, axe-clean', async () => {
    const fresh = await t.signedIn();
    const { context, page, errors } = await openDashboard({ viewport: { width: 1280, height: 900 } }, fresh);
    try {
      const plan = page.getByTestId('dash-plan');
      expect(await plan.getByText('Free plan').count()).toBe(1);
      expect(await plan.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/members/pricing');
      const links: [string, string, string][] = [
        ['dash-notifications', 'See past notifications', '/members/profile/notifications'],
        ['dash-requests', 'Request an asset', '/members/request-asset'],
        ['dash-downloads', 'Browse the library', '/members/browse'],
        ['dash-new', 'Find a category to follow', '/members/browse'],
        ['dash-favorites', 'Browse the library', '/members/browse'],
      ];
      for (const [block, name, href] of links) {
        expect(await page.getByTestId(block).getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      await page.screenshot({ path: `${SHOTS}/fresh-desktop.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fits a 390 px phone: one column, no sideways scroll, thumb-sized links, axe-clean', async () => {
    const { context, page, errors } = await openDashboard(PHONE, busy);
    try {
      const overflow = await page.evaluate(() => ({
        scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
        viewport: window.innerWidth,
      }));
      expect(overflow.scroll).toBeLessThanOrEqual(overflow.viewport);
      // One column: every block starts at the same left edge.
      const lefts = await page
        .locator('.dashboard__block')
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(1);
      const small = await page.locator('.dashboard a, .dashboard button').evaluateAll((els) =>
        els
          .filter(
            (e) =>
              (e as HTMLElement).offsetParent !== null &&
              // Cards keep their own layout: the whole card is their title link's target (MediaCard).
              !e.closest('.media-grid') &&
              e.getBoundingClientRect().height < 44,
          )
          .map(
            (e) => `${(e.textContent ?? '').trim().slice(0, 30)} ${Math.round(e.getBoundingClientRect().height)} px`,
          ),
      );
      expect(small).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/busy-phone-top.png` });
      await page.screenshot({ path: `${SHOTS}/busy-phone.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
