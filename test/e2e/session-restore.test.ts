/**
 * A signed-in member opening a page: the shell's early restore
 * (server/http/early-restore.ts) exchanges the refresh cookie while the app
 * downloads, and the app takes that answer instead of asking again
 * (client/src/lib/auth.tsx). When the early request gets no answer, the app
 * asks itself, and the member is still signed in.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ENTRY,
  graphqlOperationsOf,
  launchBrowser,
  signInThroughForm,
  skipWithoutChromium,
  watchPageErrors,
} from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let member: { email: string; password: string };

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  member = await t.signedIn();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe.skipIf(skip)('restoring a session on a page load', () => {
  it('exchanges the refresh cookie once, before the app has loaded, and shows the member signed in', async () => {
    const context = await browser.newContext({ baseURL: t.server.url });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await signInThroughForm(page, member);
    const operations = graphqlOperationsOf(page);
    // The app's entry is held until the exchange is on its way: only the page's own script can send it.
    let sent = () => {};
    const exchangeSent = new Promise<void>((resolve) => {
      sent = resolve;
    });
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('"RefreshSession"')) sent();
    });
    let sentWhileHeld = false;
    await page.route(APP_ENTRY, async (route) => {
      sentWhileHeld = await Promise.race([
        exchangeSent.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      await route.continue();
    });
    await page.goto('/members/dashboard');
    await page.getByRole('button', { name: /Account:/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(operations.filter((name) => name === 'RefreshSession')).toEqual(['RefreshSession']);
    expect(sentWhileHeld).toBe(true);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('asks again itself when the early request gets no answer', async () => {
    const context = await browser.newContext({ baseURL: t.server.url });
    const page = await context.newPage();
    const errors = watchPageErrors(page, [/Failed to load resource/, /net::ERR_FAILED/]);
    await signInThroughForm(page, member);
    const operations = graphqlOperationsOf(page);
    // The first exchange of the load fails on the network, before the server sees it.
    let dropped = false;
    await page.route('**/graphql', async (route) => {
      if (!dropped && route.request().postData()?.includes('"RefreshSession"')) {
        dropped = true;
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    await page.goto('/members/dashboard');
    await page.getByRole('button', { name: /Account:/ }).waitFor();
    expect(dropped).toBe(true);
    expect(operations.filter((name) => name === 'RefreshSession')).toEqual(['RefreshSession', 'RefreshSession']);
    expect(new URL(page.url()).pathname).toBe('/members/dashboard');
    expect(errors()).toEqual([]);
    await context.close();
  });
});
