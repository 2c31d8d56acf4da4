/**
 * The platform in a real browser: the built client (dist/client) served by a
 * real server on its own database, driven through Chromium.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { launchBrowser, skipWithoutChromium, waitForHydration, watchPageErrors } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: () => string[];

beforeAll(async () => {
  if (skip) return;
  t = await startTestServer({ clientDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});
beforeEach(async () => {
  if (skip) return;
  await context?.close();
  context = await browser.newContext({ baseURL: t.url });
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
});

async function signIn(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe.skipIf(skip)('platform in the browser', () => {
  it('renders the home page with the default title', async () => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/Premium Media Assets for Video Creators/);
    expect(await page.title()).toBe('Premium Media Assets for Video Creators · Framestock');
    expect(await page.getByRole('navigation').first().isVisible()).toBe(true);
    expect(pageErrors()).toEqual([]);
  });

  it('answers an unknown path with HTTP 404 and the Page Not Found page', async () => {
    const res = await page.goto('/this/does/not/exist');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('Page not found: /this/does/not/exist').isVisible()).toBe(true);
    expect(await page.title()).toBe('Page Not Found · Framestock');
  });

  it('answers a malformed id with the same 404', async () => {
    const res = await page.goto('/public/assets/Not_A_Valid_Id');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it('answers an unknown path inside an area with Page Not Found, loaded or reached in the app', async () => {
    // The browser's router starts with the routes of the page's area and adds another area's on the
    // first navigation there (routes.tsx): a path its area lacks still ends on the public 404.
    const res = await page.goto('/members/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByText('Page not found: /members/no-such-page').waitFor();
    // From here on, no error: the 404 above is the document's own, which the browser logs.
    const errors = watchPageErrors(page);
    await page.goto('/public/browse');
    // The server's page shows its heading before React takes it over and listens to popstate.
    await waitForHydration(page);
    const visit = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await visit('/admin/no-such-page');
    await page.getByText('Page not found: /admin/no-such-page').waitFor();
    await visit('/public/browse');
    await page.getByRole('heading', { name: 'Browse', level: 1 }).waitFor();
    expect(errors()).toEqual([]);
  });

  it('sends a signed-out visitor of a members page to login, and back after sign-in', async () => {
    const { email, password } = await t.signedIn(Role.MEMBER);
    await page.goto('/members/browse?sort=new');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/members/browse?sort=new');
    await signIn(email, password);
    await page.waitForURL((url) => url.pathname === '/members/browse');
    expect(new URL(page.url()).search).toBe('?sort=new');
    expect(pageErrors()).toEqual([]);
  });

  it('shows 403 to a member on an admin page, and lets an admin in', async () => {
    const member = await t.signedIn(Role.MEMBER);
    await page.goto('/login?redirect=/admin/users');
    await signIn(member.email, member.password);
    await page.getByRole('heading', { name: 'Forbidden' }).waitFor();

    const admin = await t.signedIn(Role.ADMIN);
    const adminPage = await (await browser.newContext({ baseURL: t.url })).newPage();
    await adminPage.goto('/login?redirect=/admin/users');
    await adminPage.getByLabel('Email').fill(admin.email);
    await adminPage.getByLabel('Password').fill(admin.password);
    await adminPage.getByRole('button', { name: 'Sign in' }).click();
    await adminPage.waitForURL((url) => url.pathname === '/admin/users');
    expect(await adminPage.getByRole('heading', { name: 'Forbidden' }).count()).toBe(0);
    await adminPage.context().close();
  });

  it('shows a wrong password beside the field, signs in, keeps the session across a reload, and signs out', async () => {
    const { email, password } = await t.signedIn(Role.MEMBER);
    await page.goto('/login');
    await signIn(email, 'not the password');
    await page.getByText('The email or password is incorrect.').waitFor();

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const account = page.getByRole('button', { name: /Account:/ });
    await account.waitFor();
    // The header shows the account before the login page moves on; a reload meanwhile would reload /login,
    // whose redirect then closes the menu opened below.
    await page.waitForURL((url) => url.pathname !== '/login');

    // The page restores a session only when the readable hint beside the refresh cookie says there is one.
    let restores = 0;
    const countRestores = (request: Request) => {
      if ((request.postData() ?? '').includes('"operationName":"RefreshSession"')) restores += 1;
    };
    page.on('request', countRestores);
    await page.reload();
    await account.waitFor(); // restored from the httpOnly refresh cookie
    expect(restores).toBe(1);
    await account.click();
    // The server's answer clears the cookies: the reload waits for it.
    const signedOut = page.waitForResponse((r) => (r.request().postData() ?? '').includes('"operationName":"SignOut"'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signedOut;
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    // Counted from the visitor's reload on: a request of the signed-in page that was still out when the
    // session ended may try a refresh before the sign-out answer lands (a loaded CI machine saw one).
    restores = 0;
    await page.reload();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(await account.count()).toBe(0);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(restores, 'a visitor page spent a round trip restoring no session').toBe(0);
    page.off('request', countRestores);
  });

  it('retries a mutation whose response was lost with the same Idempotency-Key, and it runs once', async () => {
    // Counted below: a first attempt's page view would be counted too.
    await t.server.deps.db.query(
      "DELETE FROM analytics_events WHERE type = 'page_view' AND properties->>'path' = '/public/about'",
    );
    const keys: string[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('TrackEvents')) return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        // The server runs it, but the answer is lost on the way back: a 503 from "the proxy".
        await route.fetch();
        return route.fulfill({ status: 503, body: 'upstream unavailable' });
      }
      return route.continue();
    });
    await page.goto('/public/about');
    // Force the analytics queue to flush now rather than after its timer.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => keys.length, { timeout: 15_000 }).toBe(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const rows = await t.server.deps.db.query(
      "SELECT count(*) FROM analytics_events WHERE type = 'page_view' AND properties->>'path' = '/public/about'",
    );
    expect(Number(rows[0].count)).toBe(1);
  });

  it('tracks a page view on first load and after a route change', async () => {
    const since = new Date();
    await page.goto('/');
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await page.waitForURL('**/public/pricing');
    // The route-change page view is queued 100 ms after the change; then make the queue flush.
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(
        async () => {
          const rows: { path: string }[] = await t.server.deps.db.query(
            "SELECT properties->>'path' AS path FROM analytics_events WHERE type = 'page_view' AND occurred_at > $1 ORDER BY occurred_at",
            [since],
          );
          return rows.map((r) => r.path);
        },
        { timeout: 10_000 },
      )
      .toEqual(['/', '/public/pricing']);
  });
});
