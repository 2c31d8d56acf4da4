/**
 * Billing in the browser. The embedded default: an anonymous visitor picks a
 * plan on /public/pricing, signs up, follows the link emailed to them (to a
 * fake SMTP server on loopback) and lands in the test-mode checkout for that
 * plan, pays, sees the plan on the payments page, cancels (two clicks) and
 * resumes, focus staying on the button that replaced the one used. On a
 * phone, an item bought on its own: the thank-you page links to it and
 * downloads it; refunds show on the member's payments; a receipt says who was
 * billed. With Stripe configured and Stripe.js unreachable, the card payment
 * state fails on the checkout button only, and the failure is recorded.
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { DEFAULT_SETTINGS } from '../../server/modules/settings/settings-schema.js';
import { launchBrowser, signInThroughForm, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp.js';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let smtp: FakeSmtp;
beforeAll(async () => {
  if (skip) return;
  smtp = await startFakeSmtp();
  [t, browser] = await Promise.all([
    startTestServer({ clientDir, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Framestock <no-reply@framestock.test>' } }),
    launchBrowser(),
  ]);
  await ensureDemoPlans(t.server.deps.db);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
  await smtp?.stop();
});

const payments = (page: Page) => page.getByRole('region', { name: 'Creator' }).or(page.locator('.plan-panel'));

/** The focused element's role and name, as a keyboard or screen-reader user meets it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return `${el?.tagName.toLowerCase()} ${el?.textContent?.trim()}`;
  });

/** Cancels (confirmed in the dialog) and resumes; after each, focus is on the button that replaced the one used. */
async function cancelAndResume(page: Page) {
  const panel = payments(page);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await dialog.getByText('Everything you downloaded stays licensed for good').waitFor();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await panel.getByText('Cancelled', { exact: true }).waitFor();
  await panel.getByText(/^Ends on/).waitFor();
  await panel
    .getByRole('status')
    .filter({ hasText: /^Your subscription is cancelled\. A confirmation/ })
    .waitFor();
  await expect.poll(() => focused(page)).toBe('button Resume subscription');

  await page.keyboard.press('Enter');
  await panel.getByText('Active', { exact: true }).waitFor();
  await panel.getByText(/^Renews on/).waitFor();
  await panel
    .getByRole('status')
    .filter({ hasText: /^Your subscription is resumed/ })
    .waitFor();
  await expect.poll(() => focused(page)).toBe('button Cancel subscription');
}

describe.skipIf(skip)('billing in the browser', () => {
  it('anonymous → pricing → sign up → test-mode checkout → payments shows the plan → cancel → resume', async () => {
    const page = await (await browser.newContext({ baseURL: t.url })).newPage();
    const errors = watchPageErrors(page);
    await page.goto('/public/pricing');
    const creator = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Creator' }) });
    await expect.poll(() => creator.getByText('$12').first().isVisible()).toBe(true);
    await page.locator('label', { hasText: 'Yearly' }).click();
    await expect.poll(() => creator.getByText('$120').first().isVisible()).toBe(true);
    await page.locator('label', { hasText: 'Monthly' }).click();
    await creator.getByRole('button', { name: 'Subscribe' }).click();

    await page.waitForURL((url) => url.pathname === '/register');
    const email = `buyer-${Date.now()}@example.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `We sent a link to ${email}` })
      .waitFor();
    const mail = await smtp.waitFor(email);
    const link = smtp.linkIn(mail, '/auth/complete-sign-up');
    await page.goto(`${link.pathname}${link.search}`);

    // The link finishes the sign-up and goes straight back into checkout for the plan chosen (test mode).
    await page.waitForURL((url) => url.pathname === '/checkout/test', { timeout: 20_000 });
    await page.getByText('Test mode — no card is charged.').waitFor();
    await page.getByRole('heading', { name: 'Pay for Creator plan' }).waitFor();
    await page.getByRole('button', { name: 'Decline the card' }).click();
    await page.getByRole('alert').filter({ hasText: 'declined' }).waitFor();
    await page.getByRole('button', { name: 'Pay $12.00' }).click();
    await page.getByRole('heading', { name: /you're all set/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'See your plan and payments' }).click();

    await page.waitForURL((url) => url.pathname === '/members/profile/payments');
    const panel = payments(page);
    await panel.getByRole('heading', { name: 'Creator' }).waitFor();
    await panel.getByText('Active').waitFor();
    await panel.getByText('$12.00 a month').waitFor();
    await page.getByRole('link', { name: /^Receipt/ }).waitFor();

    await cancelAndResume(page);

    // The members' pricing marks the plan and offers a change instead of a second subscription.
    await page.goto('/members/pricing');
    const current = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Creator' }) });
    await current.getByText('Current plan').waitFor();
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Studio' }) })
      .getByRole('button', { name: 'Change plan' })
      .waitFor();
    expect(errors()).toEqual([]);
  });
});

/** Words of the page's text that the layout broke over two lines ("Commercia / l"). */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const root of Array.from(document.querySelectorAll(sel))) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.skipIf(skip)('billing on a phone', () => {
  it('the plans compare without a broken word or a sideways page; a site-capped limit is shown once', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const capConverter = async (converterMaxFileMib: number) => {
      const version = (
        await t.gql<{ adminSettings: { version: number } }>('{ adminSettings { version } }', {}, { token: admin.token })
      ).data?.adminSettings.version;
      const saved = await t.gql<{ updateSettings: { errors: unknown[] } }>(
        'mutation($i: UpdateSettingsInput!) { updateSettings(input: $i) { errors { message } } }',
        { i: { expectedVersion: version, limits: { converterMaxFileMib } } },
        { token: admin.token },
      );
      expect(saved.data?.updateSettings.errors).toEqual([]);
    };
    // A retry starts without the cap its first attempt set: the default lets every plan's own limit through.
    await capConverter(DEFAULT_SETTINGS.limits.converterMaxFileMib);
    const context = await browser.newContext({ baseURL: t.url, viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/public/pricing');
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: 'Commercial' }).waitFor();
    expect(await brokenWords(page, '.compare__table')).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The plans' own limits, as set.
    const row = table.getByRole('row', { name: /^Converter: largest file/ });
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(['200 MB', '2 GB', '10 GB']);
    expect(await page.getByText(/^For now this site converts files of at most/).count()).toBe(0);

    // An admin caps the converter at 500 MiB: Creator's 2 GB and Studio's 10 GB share one cell, and it is said.
    await capConverter(500);
    await expect
      .poll(async () => {
        await page.reload();
        await table.getByRole('cell', { name: 'Commercial' }).waitFor();
        return row.getByRole('cell').allInnerTexts();
      })
      .toEqual(['200 MB', '524 MB']);
    expect(await row.getByRole('cell', { name: '524 MB' }).getAttribute('colspan')).toBe('2');
    await page.getByText('For now this site converts files of at most 524 MB, whichever plan you have.').waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('a receipt keeps each label apart from its value, wraps a long reference and gives a plain date', async () => {
    const member = await t.signedIn();
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const res = await t.gql<T>(query, variables, { token: member.token });
      if (!res.data) throw new Error(JSON.stringify(res));
      return res.data;
    };
    const { plans } = await gql<{ plans: { id: string; name: string }[] }>('{ plans { id name } }');
    const started = await gql<{ startSubscriptionCheckout: { checkout: { id: string } } }>(
      'mutation($i: StartSubscriptionCheckoutInput!) { startSubscriptionCheckout(input: $i) { checkout { id } } }',
      { i: { planId: plans.find((p) => p.name === 'Creator')?.id, interval: 'MONTH' } },
    );
    await gql('mutation($i: CompleteTestCheckoutInput!) { completeTestCheckout(input: $i) { errors { code } } }', {
      i: { sessionId: started.startSubscriptionCheckout.checkout.id, outcome: 'SUCCEED' },
    });
    const paid = await gql<{ myPayments: { edges: { node: { receiptUrl: string } }[] } }>(
      '{ myPayments { edges { node { receiptUrl } } } }',
    );
    const context = await browser.newContext({ baseURL: t.url, viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(paid.myPayments.edges[0]?.node.receiptUrl as string);
    await page.getByRole('heading', { name: 'Framestock receipt' }).waitFor();

    const pairs = await page.evaluate(() =>
      Array.from(document.querySelectorAll('dt'), (dt) => {
        const dd = dt.nextElementSibling as HTMLElement;
        const a = dt.getBoundingClientRect();
        const b = dd.getBoundingClientRect();
        return { label: dt.textContent, value: dd.textContent, gap: b.left - a.right, right: b.right };
      }),
    );
    expect(pairs.map((p) => p.label)).toEqual(['Receipt', 'Billed to', 'For', 'Date', 'Amount', 'Status', 'Reference']);
    for (const p of pairs) {
      expect(p.gap, p.label ?? '').toBeGreaterThanOrEqual(16);
      expect(p.right, p.label ?? '').toBeLessThanOrEqual(390);
    }
    expect(pairs.find((p) => p.label === 'Reference')?.value).toMatch(/^in_test_/);
    expect(pairs.find((p) => p.label === 'Billed to')?.value).toContain(member.email);
    expect(pairs.find((p) => p.label === 'Date')?.value).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe.skipIf(skip)('an item bought on its own, on a phone', () => {
  it('the thank-you page links to the item and downloads it; refunds show on the payments page; cancel and resume keep focus', async () => {
    const item = await mediaFactory(t).create({
      kind: 'ASSET',
      title: 'Push Up',
      status: 'PUBLISHED',
      access: 'PREMIUM',
      priceCents: 12000,
      thumbnail: true,
    });
    const member = await t.signedIn();
    const admin = await t.signedIn(Role.ADMIN);
    const context = await browser.newContext({
      baseURL: t.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await signInThroughForm(page, member);

    await page.goto(`/members/checkout?item=${item.id}`);
    await page.waitForURL((url) => url.pathname === '/checkout/test', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Pay $120.00' }).click();
    await page.getByRole('heading', { name: /you're all set/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('status').filter({ hasText: '“Push Up” is yours for good.' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Push Up' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${item.slug}.mp4`);
    await page.getByText('Your download has started.').waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Go to Push Up' }).click();
    await page.waitForURL((url) => url.pathname === `/members/assets/${item.slug}`);
    await page.getByRole('heading', { name: 'Push Up', level: 1 }).waitFor();

    // An admin refunds $20.00 of it, then the rest: the member's list says so.
    const [payment] = await t.server.deps.db.query('SELECT id FROM payments WHERE user_id = $1', [member.userId]);
    const refund = async (amountCents?: number) => {
      const r = await t.gql<{ refundPayment: { errors: unknown[] } }>(
        'mutation($i: RefundPaymentInput!) { refundPayment(input: $i) { errors { code } } }',
        { i: { paymentId: payment.id, amountCents } },
        { token: admin.token },
      );
      expect(r.data?.refundPayment.errors).toEqual([]);
    };
    await refund(2000);
    await page.goto('/members/profile/payments');
    const row = page.getByRole('listitem').filter({ hasText: '“Push Up”' });
    await row.getByText('Refunded $20.00').waitFor();
    expect(await row.locator('.payment-list__amount').innerText()).toBe('$120.00\nRefunded $20.00');
    await row.getByText('Paid', { exact: true }).waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await refund();
    await page.reload();
    await row.getByText('Refunded in full').waitFor();
    await row.getByText('Refunded', { exact: true }).waitFor();

    // Subscribed now: cancel and resume on the phone keep focus on the button in their place.
    const { plans } = (await t.gql<{ plans: { id: string; name: string }[] }>('{ plans { id name } }')).data as {
      plans: { id: string; name: string }[];
    };
    const started = await t.gql<{ startSubscriptionCheckout: { checkout: { id: string } } }>(
      'mutation($i: StartSubscriptionCheckoutInput!) { startSubscriptionCheckout(input: $i) { checkout { id } } }',
      { i: { planId: plans.find((p) => p.name === 'Creator')?.id, interval: 'MONTH' } },
      { token: member.token },
    );
    await t.gql(
      'mutation($i: CompleteTestCheckoutInput!) { completeTestCheckout(input: $i) { errors { code } } }',
      {
        i: { sessionId: started.data?.startSubscriptionCheckout.checkout.id, outcome: 'SUCCEED' },
      },
      { token: member.token },
    );
    await page.reload();
    await payments(page).getByText('Active', { exact: true }).waitFor();
    await cancelAndResume(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors()).toEqual([]);
    await context.close();
  });
});

describe.skipIf(skip)('card payments with Stripe configured', () => {
  let stripe: FakeStripe;
  let s: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    s = await startTestServer({
      clientDir,
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_framestock',
        STRIPE_API_URL: stripe.url,
      },
    });
    stripe.webhookUrl = `${s.url}/api/stripe/webhook`;
    const admin = await s.signedIn(Role.ADMIN);
    await s.gql(
      'mutation($i: CreatePlanInput!) { createPlan(input: $i) { plan { id } } }',
      {
        i: {
          name: 'Creator',
          monthlyPriceCents: 1200,
          yearlyPriceCents: 12000,
          downloadAllowance: 100,
          licence: 'PERSONAL',
          converterMaxFileBytes: 2e9,
          converterMinutesPerMonth: 120,
        },
      },
      { token: admin.token },
    );
  }, 120_000);
  afterAll(async () => {
    await s?.stop();
    await stripe?.stop();
  });

  it('when Stripe.js cannot load, only the checkout button says so; the failure is logged and recorded', async () => {
    const member = await s.signedIn();
    const page = await (await browser.newContext({ baseURL: s.url })).newPage();
    const errors = watchPageErrors(page, [/payment script failed to load/i, /Failed to load resource/]);
    let scriptRequested = false;
    await page.route('https://js.stripe.com/**', (route) => {
      scriptRequested = true;
      return route.abort('failed');
    });
    await page.goto('/login?redirect=/members/pricing');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/members/pricing');
    expect(scriptRequested).toBe(false); // Stripe.js loads on checkout only
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Creator' }) })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    await page.waitForURL((url) => url.pathname === '/members/checkout');
    const pay = page.getByRole('button', { name: 'Pay by card' });
    await page.getByText('Card payments could not load').waitFor({ timeout: 20_000 });
    expect(await pay.isDisabled()).toBe(true);
    expect(scriptRequested).toBe(true);
    // The rest of the app keeps working.
    await page.getByRole('link', { name: 'Payments' }).first().click();
    await page.waitForURL((url) => url.pathname === '/members/profile/payments');
    await page.getByText('Invoices and receipts').waitFor();
    // The client sends queued events after ANALYTICS.flushDelayMs (2 s): longer than expect.poll's default 1 s
    // when the payments page comes up quickly.
    await expect
      .poll(
        async () =>
          Number(
            (await s.server.deps.db.query(`SELECT count(*) AS n FROM analytics_events WHERE type = 'exception'`))[0].n,
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    expect(errors()).toEqual([]);
  });
});
