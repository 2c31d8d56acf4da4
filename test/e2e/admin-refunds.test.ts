/**
 * Refunds on the admin user page, in the browser at phone width (390 px), in
 * test mode: a member's paid invoice gets "Refund…"; the dialog offers what is
 * left, says as it is typed when an amount cannot be refunded (its button off,
 * never offering more than was paid), refunds part with a reason, then the rest; the payments
 * list and the audit trail follow, with no sideways scroll and no axe
 * violations.
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

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  await ensureDemoPlans(t.server.deps.db);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function gql<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const r = await t.gql(query, variables, { token });
  if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
}

/** A member who paid for the Creator plan in test mode ($12.00). */
async function payingMember() {
  const member = await t.signedIn();
  const { plans } = await gql<{ plans: { id: string; name: string }[] }>('{ plans { id name } }', {}, member.token);
  const started = await gql<{ startSubscriptionCheckout: { checkout: { id: string } } }>(
    'mutation($i: StartSubscriptionCheckoutInput!) { startSubscriptionCheckout(input: $i) { checkout { id } } }',
    { i: { planId: plans.find((p) => p.name === 'Creator')?.id, interval: 'MONTH' } },
    member.token,
  );
  await gql(
    'mutation($i: CompleteTestCheckoutInput!) { completeTestCheckout(input: $i) { errors { code } } }',
    { i: { sessionId: started.startSubscriptionCheckout.checkout.id, outcome: 'SUCCEED' } },
    member.token,
  );
  return member;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.skipIf(skip)('refunds on the admin user page', () => {
  it('refunds part of a payment, refuses more than is left, then refunds the rest, on a phone', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const member = await payingMember();
    const path = `/admin/users/${member.userId}`;
    const context = await browser.newContext({
      baseURL: t.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === path);

    const payments = page.locator('section', { has: page.getByRole('heading', { name: 'Plan and payments' }) });
    const row = payments.getByRole('listitem').filter({ hasText: 'Creator plan' });
    await expect.poll(() => row.getByText('$12.00 · paid').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('Refunds are made in Stripe’s dashboard').count()).toBe(0);

    await row.getByRole('button', { name: 'Refund…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Creator plan?' });
    await dialog.waitFor();
    const amount = dialog.getByLabel('Amount (USD)');
    expect(await amount.inputValue()).toBe('12.00');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Checked as it is typed: the field says why, and the button offers nothing it cannot do.
    const refunds = () =>
      t.server.deps.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'payment.refunded'`);
    const before = await refunds();
    const button = dialog.getByRole('button', { name: /^Refund/ });
    for (const [typed, message] of [
      ['500', 'At most $12.00 is left to refund.'],
      ['12.01', 'At most $12.00 is left to refund.'],
      ['0', 'Enter an amount above $0.00.'],
      ['12,5x', 'Enter the amount in dollars, like 12.50.'],
    ] as const) {
      await amount.fill(typed);
      await dialog.getByText(message).waitFor();
      expect(await button.innerText()).toBe('Refund');
      expect(await button.isDisabled()).toBe(true);
      expect(await amount.getAttribute('aria-invalid')).toBe('true');
      const described = (await amount.getAttribute('aria-describedby')) as string;
      expect(await page.locator(`[id="${described}"]`).innerText()).toBe(message);
    }
    await amount.fill('');
    expect(await button.isDisabled()).toBe(true);
    expect(await dialog.locator('.field__error').count()).toBe(0);
    expect(await refunds()).toEqual(before);
    await amount.fill('12');
    expect(await button.isDisabled()).toBe(false);
    expect(await dialog.locator('.field__error').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Refund $12.00' }).waitFor();

    await amount.fill('5');
    await dialog.getByLabel('Reason (kept in the audit trail)').fill('Downloads failed');
    await dialog.getByRole('button', { name: 'Refund $5.00' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByText('$12.00 · paid (refunded $5.00)').count(), { timeout: 10_000 }).toBe(1);
    const trail = page.getByRole('list', { name: 'Audit entries, newest first' });
    await expect.poll(() => trail.getByText('Payment refunded by an admin').count(), { timeout: 10_000 }).toBe(1);
    expect(await trail.getByText('$5.00 of Creator plan — “Downloads failed”').count()).toBe(1);

    // The rest: offered by default; afterwards the payment is refunded and offers no more.
    await row.getByRole('button', { name: 'Refund…' }).click();
    expect(await dialog.getByLabel('Amount (USD)').inputValue()).toBe('7.00');
    await dialog.getByRole('button', { name: 'Refund $7.00' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByText('$12.00 · refunded (refunded $12.00)').count(), { timeout: 10_000 }).toBe(1);
    expect(await row.getByRole('button', { name: 'Refund…' }).count()).toBe(0);
    const [payment] = await t.server.deps.db.query(
      'SELECT status, amount_refunded_cents FROM payments WHERE user_id = $1',
      [member.userId],
    );
    expect(payment).toEqual({ status: 'refunded', amount_refunded_cents: 1200 });
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
