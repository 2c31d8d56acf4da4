/**
 * The admin console in the browser: the dashboard with demo plans and
 * members; finding a member, signing them out everywhere and seeing it in
 * their audit trail; changing a setting (the maintenance banner) and seeing
 * it on the public site; axe on each screen at desktop and phone width.
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let admin: { email: string; password: string };

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  admin = await t.signedIn(Role.ADMIN);
  await ensureDemoPlans(t.server.deps.db);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const PHONE = { width: 390, height: 844 };

async function adminPage(path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport,
    bypassCSP: true,
    hasTouch: viewport.width < 500,
  });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return { page, errors };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.skipIf(skip)('admin console', () => {
  it('shows the dashboard tiles, each linked to its screen, on desktop and phone', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page, errors } = await adminPage('/admin', viewport);
      await expect.poll(() => page.getByText('Pending approvals').count()).toBe(1);
      for (const label of ['MRR', 'New accounts', 'Visitor → sign-up', 'Downloads today', 'Jobs failed, 24 h']) {
        expect(await page.getByText(label, { exact: true }).count(), label).toBe(1);
      }
      expect(await page.getByRole('link', { name: /Pending approvals/ }).getAttribute('href')).toBe('/admin/approvals');
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(errors()).toEqual([]);
      await page.context().close();
    }
  });

  it('finds a member, signs them out everywhere, and shows it in their audit trail', async () => {
    const member = await t.signedIn(Role.MEMBER, `findme${Date.now()}@example.test`);
    const { page, errors } = await adminPage('/admin/users');
    await page.getByLabel('Search by email or name').fill('findme');
    // The search is debounced into the URL: wait for it, or it may land after the click and replace the navigation.
    await page.waitForURL(/[?&]q=findme/);
    const row = page.getByRole('row').filter({ hasText: member.email });
    // A busy machine (the whole suite in parallel) may take a while to answer the debounced search.
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await row.getByRole('link').click();
    await page.waitForURL(`**/admin/users/${member.userId}`);
    await expect
      .poll(() => page.getByRole('heading', { name: /Active sessions \(1\)/ }).count(), { timeout: 10_000 })
      .toBe(1);
    await page.getByRole('button', { name: 'Sign out everywhere…' }).click();
    await page.getByRole('button', { name: 'End 1 session' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: /Active sessions \(0\)/ }).count(), { timeout: 10_000 })
      .toBe(1);
    const trail = page.getByRole('list', { name: 'Audit entries, newest first' });
    await expect.poll(() => trail.getByText('Sessions revoked by an admin').count(), { timeout: 10_000 }).toBe(1);
    // Their refresh token no longer works.
    const [{ n }] = await t.server.deps.db.query(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [member.userId],
    );
    expect(n).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await page.context().close();
  });

  it('changes a setting and shows it on the site: the maintenance banner', async () => {
    const { page, errors } = await adminPage('/admin/settings');
    const banner = `Planned maintenance at ${Date.now()}`;
    await page.getByLabel('Banner text').fill(banner);
    await page.getByLabel('Support email').fill('not an address');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText(/Enter an email address/).count()).toBe(1);
    await page.getByLabel('Support email').fill('help@framestock.example');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: banner }).count()).toBe(1);
    // A second change from the same form builds on the first save, not on the version it was opened at.
    await page.getByLabel('Tagline').fill(`Edited again at ${Date.now()}`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText('Saved. Every server applies it').count()).toBe(1);
    expect(await page.getByText(/saved the settings meanwhile/).count()).toBe(0);
    expect(await page.getByText(/Shown to members as \d/).count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    const visitor = await (await browser.newContext({ baseURL: t.url })).newPage();
    await visitor.goto('/');
    await expect
      .poll(() => visitor.getByRole('status').filter({ hasText: banner }).count(), { timeout: 10_000 })
      .toBe(1);
    await visitor.context().close();
    expect(errors()).toEqual([]);
    await page.context().close();
  });

  it('lays out analytics and settings on a phone without sideways scroll, axe-clean', async () => {
    for (const path of ['/admin/analytics', '/admin/settings', '/admin/users']) {
      const { page, errors } = await adminPage(path, PHONE);
      await page.waitForSelector('h1');
      await page.waitForLoadState('networkidle');
      expect(await noSidewaysScroll(page), path).toBe(true);
      expect(await axeViolations(page), path).toEqual([]);
      expect(errors(), path).toEqual([]);
      await page.context().close();
    }
  });
});
