/**
 * axe-core on the built screens (DESIGN §6: no axe violations), signed out and
 * signed in, at desktop and phone width. (The context bypasses our CSP only so
 * the test can inject axe.)
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, skipWithoutChromium } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function violations(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  await page.goto(path);
  await ready(page);
  return axeViolations(page);
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 }).waitFor();

const PUBLIC_PAGES: [string, (page: Page) => Promise<unknown>][] = [
  ['/', heading(/Premium Media Assets/)],
  ['/login', heading('Sign in')],
  ['/register', heading('Create your account')],
  ['/forgot-password', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
  ['/this/does/not/exist', heading('Page Not Found')],
  ['/auth/reset-password?token=x', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
];

describe.skipIf(skip)('accessibility (axe)', () => {
  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('finds no violations on the public screens (%s)', async (_name, viewport) => {
    const page = await (await browser.newContext({ baseURL: t.url, viewport, bypassCSP: true })).newPage();
    const found: string[] = [];
    for (const [path, ready] of PUBLIC_PAGES) found.push(...(await violations(page, path, ready)));
    expect(found).toEqual([]);
  });

  it('finds no violations on the signed-in screens', async () => {
    const user = await t.signedIn(Role.ADMIN);
    const page = await (await browser.newContext({ baseURL: t.url, bypassCSP: true })).newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: /Account:/ }).waitFor();
    const found: string[] = [];
    for (const path of [
      '/members/dashboard',
      '/settings',
      '/profile',
      '/admin',
      '/admin/users',
      '/admin/assets',
      '/admin/images',
      '/admin/audio',
    ]) {
      found.push(...(await violations(page, path, (p) => p.getByRole('heading', { level: 1 }).first().waitFor())));
    }
    expect(found).toEqual([]);
  });
});
