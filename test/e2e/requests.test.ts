/**
 * The request board and live notifications in the browser: a member asks for
 * an asset; an admin fulfils it with a published item; the member's open tab
 * shows the bell's count change without a reload, and the notification links
 * to the item. The screens involved are axe-clean.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { launchBrowser, signInThroughForm, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let t: TestServer;
let browser: Browser;
beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(() => (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run())) as {
    violations: { id: string; nodes: { target: string[] }[] }[];
  };
  return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.skipIf(skip)('requests and live notifications in the browser', () => {
  it('member asks; admin fulfils; the open tab’s bell counts it and links to the item', async () => {
    const media = mediaFactory(t);
    const item = await media.create({ kind: 'ASSET', title: 'Ink Bleed Transitions', status: 'PUBLISHED' });
    const member = await t.signedIn(Role.MEMBER);
    const admin = await t.signedIn(Role.ADMIN);

    const page = await (await browser.newContext({ baseURL: t.url, bypassCSP: true })).newPage();
    const errors = watchPageErrors(page);
    await signInThroughForm(page, member);
    // Prefilled from ?title= (the search page's zero-results link).
    await page.goto('/members/request-asset?title=Ink%20bleed%20transitions');
    await page.getByRole('heading', { name: 'Request an asset', level: 1 }).waitFor();
    expect(await page.getByLabel('What do you need?').inputValue()).toBe('Ink bleed transitions');
    // While typing: the published item that may already be it.
    await page.getByRole('link', { name: 'Ink Bleed Transitions' }).waitFor();
    await page.getByLabel('Details (optional)').fill('Organic ink spreading, 4K, alpha channel.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('is on the board with your vote').waitFor();
    const card = page.locator('.request-card.is-highlighted');
    await card.getByRole('heading', { name: 'Ink bleed transitions' }).waitFor();
    expect(await card.getByRole('button', { pressed: true }).textContent()).toContain('1');
    expect(await axeViolations(page)).toEqual([]);

    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    expect(await page.getByTestId('bell-count').count()).toBe(0);

    // The admin fulfils it (through the API: the admin screen is checked below).
    const [{ id }] = await t.server.deps.db.query('SELECT id FROM asset_requests WHERE title = $1', [
      'Ink bleed transitions',
    ]);
    const res = await t.gql<{ updateAssetRequestStatus: { errors: unknown[] } }>(
      'mutation($i: UpdateAssetRequestStatusInput!) { updateAssetRequestStatus(input: $i) { errors { code } } }',
      { i: { id, status: 'FULFILLED', mediaIds: [item.id] } },
      { token: admin.token },
    );
    expect(res.data?.updateAssetRequestStatus.errors).toEqual([]);

    // No reload: the live feed brings it in.
    await page.getByTestId('bell-count').filter({ hasText: '1' }).waitFor({ timeout: 5000 });
    await bell.click();
    const note = page.getByRole('link', { name: /“Ink bleed transitions” is here/ });
    await note.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await note.click();
    await page.waitForURL((url) => url.pathname === `/members/assets/${item.slug}`);
    await expect.poll(() => page.getByTestId('bell-count').count()).toBe(0);

    await page.goto('/members/profile/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByRole('link', { name: /is here/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it('the admin screen lists requests and declines one with a reason', async () => {
    const member = await t.signedIn(Role.MEMBER);
    await t.gql(
      'mutation($i: CreateAssetRequestInput!) { createAssetRequest(input: $i) { errors { code } } }',
      { i: { title: 'Confetti bursts for intros', kind: 'ASSET' } },
      { token: member.token },
    );
    const admin = await t.signedIn(Role.ADMIN);
    const page = await (await browser.newContext({ baseURL: t.url, bypassCSP: true })).newPage();
    const errors = watchPageErrors(page);
    await signInThroughForm(page, admin);
    await page.goto('/admin/requests');
    const row = page.getByRole('row').filter({ hasText: 'Confetti bursts for intros' });
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: /Change status/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New status').selectOption('DECLINED');
    await dialog.getByLabel(/Reason/).fill('We have a bundle of these already.');
    await dialog.getByRole('button', { name: 'Save and notify' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Declined' }).click();
    await page.getByRole('row').filter({ hasText: 'We have a bundle of these already.' }).waitFor();
    expect(errors()).toEqual([]);
  });
});
