/**
 * Chromium for browser tests, through playwright-core: Debian's build at
 * /usr/bin/chromium (or CHROMIUM_PATH). Without one, the e2e files skip with
 * one clear line instead of failing.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

let warned = false;
export function skipWithoutChromium(): boolean {
  if (!hasChromium && !warned) {
    warned = true;
    console.warn(`SKIP browser tests: no Chromium at ${chromiumPath} (install Debian's chromium or set CHROMIUM_PATH)`);
  }
  return !hasChromium;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // This machine has no network beyond loopback: keep Chromium from reaching out.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Fails the test on any uncaught page error or console error the test did not expect. */
export function watchPageErrors(page: Page, allow: RegExp[] = []): () => string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !allow.some((re) => re.test(msg.text()))) errors.push(`console: ${msg.text()}`);
  });
  return () => errors;
}

/** Signs in through /login as a person would, and waits until the header shows the account. */
export async function signInThroughForm(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: /Account:/ }).waitFor();
}

/**
 * Waits until React has hydrated a server-rendered page: its header's
 * controls carry React's props. Until then the page is the server's HTML,
 * visible and readable, and a navigation made by script goes unanswered.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const control = document.querySelector('#root header button, #root header a');
      return control !== null && Object.keys(control).some((key) => key.startsWith('__reactProps'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** The built app's entry script (Vite names it main-<hash>.js). */
export const APP_ENTRY = /\/assets\/main-[\w-]+\.js$/;

/**
 * Holds the app's entry script back, as a slow phone's network would, until the returned
 * function is called: meanwhile a server-rendered page is the server's HTML alone.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The names of the GraphQL operations a page sends from now on, in order (a live list). */
export function graphqlOperationsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    names.push((request.postDataJSON() as { operationName?: string }).operationName ?? '?');
  });
  return names;
}
