/**
 * CapCut tips in the browser: a members-only tip read anonymously (the
 * opening, a sign-up prompt, no steps) and as a member (every numbered step
 * with its picture); a free tip with hostile Markdown whose <script>, event
 * handlers and javascript: link never run; search in the list; the admin
 * editor's server-rendered preview; the Veo page without a key; and axe on
 * the tips pages at desktop and phone width.
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

let t: TestServer;
let browser: Browser;
let member: { email: string; password: string };
let admin: { email: string; password: string; token: string };

const step = (title: string, body: string) => ({ title, body, imagePath: null, imageAlt: '' });

async function writeTip(content: Record<string, unknown>): Promise<string> {
  const created = await t.gql<{ createTip: { tip: { id: string; slug: string } | null; errors: unknown[] } }>(
    'mutation($i: CreateTipInput!) { createTip(input: $i) { tip { id slug } errors { message } } }',
    {
      i: {
        content: {
          steps: [],
          difficulty: 'BEGINNER',
          device: 'MOBILE',
          capcutVersion: 'Mobile 13',
          tags: ['e2e'],
          access: 'FREE',
          mediaIds: [],
          ...content,
        },
      },
    },
    { token: admin.token },
  );
  const tip = created.data?.createTip.tip;
  if (!tip) throw new Error(JSON.stringify(created));
  await t.gql(
    'mutation($i: SetTipStatusInput!) { setTipStatus(input: $i) { errors { message } } }',
    {
      i: { id: tip.id, status: 'PUBLISHED' },
    },
    { token: admin.token },
  );
  return tip.slug;
}

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  admin = await t.signedIn(Role.ADMIN);
  member = await t.signedIn(Role.MEMBER);
  await writeTip({
    title: 'Members only green screen',
    slug: 'members-green-screen',
    summary: 'Key out a green screen cleanly.',
    access: 'MEMBERS',
    body: 'Everyone can read this opening paragraph.\n\n## The full method\n\nSECRET-METHOD only members see.',
    steps: [step('Add the overlay', 'Tap **Overlay**.'), step('Pick the green', 'Use the colour picker.')],
  });
  await writeTip({
    title: 'Hostile tip',
    slug: 'hostile-tip',
    summary: 'Markdown that tries to run code.',
    body: [
      'Safe **bold** text.',
      '<script>window.__pwned = "script"</script>',
      '<img src="x" onerror="window.__pwned = \'img\'">',
      '[click me](javascript:window.__pwned="link")',
    ].join('\n\n'),
    steps: [step('Only step', '<svg onload="window.__pwned=\'svg\'"></svg> plain text')],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function newPage(viewport = { width: 1280, height: 900 }) {
  const page = await (await browser.newContext({ baseURL: t.url, viewport, bypassCSP: true })).newPage();
  return { page, errors: watchPageErrors(page, [/Failed to load resource.*404/]) };
}

async function signIn(page: Page, who: { email: string; password: string }, path: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

describe.skipIf(skip)('CapCut tips in the browser', () => {
  it('shows an anonymous reader the opening of a members-only tip and a sign-up prompt, not the steps', async () => {
    const { page, errors } = await newPage();
    await page.goto('/public/capcut-tips/members-green-screen');
    await page.getByRole('heading', { level: 1, name: 'Members only green screen' }).waitFor();
    await page.getByRole('heading', { name: 'Keep reading with a free account' }).waitFor();
    expect(await page.getByText('Everyone can read this opening paragraph.').isVisible()).toBe(true);
    expect(await page.content()).not.toContain('SECRET-METHOD');
    expect(await page.getByRole('heading', { name: 'Step by step' }).count()).toBe(0);
    const signUp = page.getByRole('link', { name: 'Create a free account' });
    expect(await signUp.getAttribute('href')).toBe('/register?redirect=%2Fpublic%2Fcapcut-tips%2Fmembers-green-screen');
    expect(errors()).toEqual([]);
  });

  it('shows a member the whole tip with its numbered steps', async () => {
    const { page, errors } = await newPage();
    await signIn(page, member, '/members/capcut-tips/members-green-screen');
    await page.getByRole('heading', { name: 'Step by step' }).waitFor();
    expect(await page.getByText('SECRET-METHOD only members see.').isVisible()).toBe(true);
    const steps = page.locator('.tip-step');
    expect(await steps.count()).toBe(2);
    expect(await steps.nth(1).getByRole('heading', { level: 3 }).textContent()).toBe('2Pick the green');
    expect(await page.getByRole('heading', { name: 'Keep reading with a free account' }).count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  it('never runs scripts, event handlers or javascript: links from Markdown', async () => {
    const { page, errors } = await newPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.goto('/public/capcut-tips/hostile-tip');
    await page.getByText('Safe').waitFor();
    // The raw HTML is shown as text…
    expect(await page.getByText('<script>window.__pwned =', { exact: false }).isVisible()).toBe(true);
    // …the "link" is text, not a javascript: link, and clicking around runs nothing.
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    await page.getByText('click me', { exact: false }).click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await page.locator('.tip-prose script, .tip-prose img, .tip-prose svg').count()).toBe(0);
    expect(dialogs).toBe(0);
    expect(errors()).toEqual([]);
  });

  it('finds tips by search, keeping the query in the URL', async () => {
    const { page } = await newPage();
    await page.goto('/public/capcut-tips');
    await page.getByRole('link', { name: 'Hostile tip' }).waitFor();
    await page.getByLabel('Search tips').fill('green screen');
    await page.waitForURL((url) => url.searchParams.get('q') === 'green screen');
    await page.getByText('1 tip', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Members only green screen' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Hostile tip' }).count()).toBe(0);
  });

  it('previews Markdown in the admin editor through the server’s sanitiser', async () => {
    const { page, errors } = await newPage();
    await signIn(page, admin, '/admin/tips/new');
    await page.getByLabel('Introduction and background').fill('Hello **world** <script>window.__pwned=1</script>');
    await page.getByRole('button', { name: 'Preview' }).first().click();
    const preview = page.locator('.tip-md__preview');
    await preview.locator('strong', { hasText: 'world' }).waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.textContent()).toContain('<script>');
    expect(errors()).toEqual([]);
  });

  it('explains how to enable video generation and keeps the form disabled without a key', async () => {
    const { page, errors } = await newPage();
    await signIn(page, admin, '/admin/veo-generate');
    await page.getByRole('heading', { name: 'Video generation is off' }).waitFor();
    expect(await page.getByLabel('Prompt', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true);
    await page.getByText('No generations yet.', { exact: false }).waitFor();
    expect(errors()).toEqual([]);
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('finds no axe violations on the tips list and a tip (%s)', async (_name, viewport) => {
    const { page, errors } = await newPage(viewport);
    const found: string[] = [];
    await page.goto('/public/capcut-tips');
    await page.getByRole('link', { name: 'Hostile tip' }).waitFor();
    found.push(...(await axeViolations(page)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goto('/public/capcut-tips/members-green-screen');
    await page.getByRole('heading', { name: 'Keep reading with a free account' }).waitFor();
    found.push(...(await axeViolations(page)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(found).toEqual([]);
    expect(errors()).toEqual([]);
  });
});
