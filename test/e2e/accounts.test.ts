/**
 * Issue 3 in the browser: the account flow end to end against a real server
 * that sends its email over SMTP to a fake mailbox on loopback, following each
 * link from the delivered message — register (the link finishes it) → sign out → sign in →
 * email-link sign-in → forgot and reset password → change password (another
 * browser's session ends) → delete the account after re-entering the
 * password — and every error message of item 7 the web UI can reach.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { createUser } from '../../server/modules/accounts/index.js';
import { launchBrowser, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

// The page logs failed requests it provokes on purpose (aborted network, refused token).
const EXPECTED_CONSOLE = [/Failed to load resource/, /Could not (refresh|restore|read)/, /net::ERR_FAILED/];

let t: TestServer;
/** A second server with a sign-in budget of 2 failures, for TOO_MANY_REQUESTS. */
let strict: TestServer;
let smtp: FakeSmtp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (skip) return;
  smtp = await startFakeSmtp();
  [t, strict, browser] = await Promise.all([
    startTestServer({ clientDir, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Framestock <no-reply@framestock.test>' } }),
    startTestServer({
      clientDir,
      env: { AUTH_MAX_FAILED_SIGN_INS_PER_ACCOUNT: '2', AUTH_MAX_FAILED_SIGN_INS_PER_IP: '50' },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([t?.stop(), strict?.stop()]);
  await smtp?.stop();
});

async function newPage(server: TestServer = t): Promise<{ page: Page; errors: () => string[] }> {
  const context = await browser.newContext({ baseURL: server.url });
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page, EXPECTED_CONSOLE) };
}

const used = new Set<unknown>();
/** The newest unread message to `to` with a link to `path`; returns that link as a same-site path. */
async function linkFromMail(to: string, path: string): Promise<string> {
  await expect
    .poll(
      () =>
        smtp.messages.some(
          (m) =>
            !used.has(m) &&
            m.to === to &&
            (() => {
              try {
                smtp.linkIn(m, path);
                return true;
              } catch {
                return false;
              }
            })(),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  const mail = smtp.messages
    .filter((m) => !used.has(m) && m.to === to)
    .find((m) => {
      try {
        return Boolean(smtp.linkIn(m, path));
      } catch {
        return false;
      }
    });
  if (!mail) throw new Error('unreachable');
  used.add(mail);
  const url = smtp.linkIn(mail, path);
  return `${url.pathname}${url.search}`;
}

const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

/** Waits for a form's confirmation; when the form shows an error instead, fails with that error's text. */
async function confirmed(page: Page, text: string) {
  const done = page.getByRole('status').filter({ hasText: text });
  const refused = page.getByRole('alert').or(page.locator('.field__error'));
  await done.or(refused).first().waitFor();
  if (!(await done.isVisible())) throw new Error(`No "${text}"; the form says: ${await refused.first().innerText()}`);
}

const account = (page: Page) => page.getByRole('button', { name: /Account:/ });

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await account(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  // The menu goes once the server has ended the session (a page may have its own "Sign in…" links).
  await account(page).waitFor({ state: 'detached' });
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).waitFor();
}

async function analytics(type: string, method: string): Promise<number> {
  const rows = await t.server.deps.db.query(
    `SELECT count(*) FROM analytics_events WHERE type = $1 AND properties->>'method' = $2`,
    [type, method],
  );
  return Number(rows[0].count);
}

describe.skipIf(skip)('accounts in the browser', () => {
  it('register → finish from the link → sign in → email link → reset → change password → delete, with the error messages on the way', async () => {
    const email = `flow-${Date.now()}@accounts.test`;
    let password = 'a quiet violet river';
    const { page, errors } = await newPage();

    // ── Register: an address with an account gets the same "check your inbox" as a free one (its owner is
    // told by email); WEAK_PASSWORD and INVALID_EMAIL beside their fields; then the emailed link creates the
    // account, signs in and goes back to where the visitor was heading.
    const existing = await t.signedIn(Role.MEMBER);
    await page.goto('/register?redirect=/members/settings');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `We sent a link to ${existing.email}` })
      .waitFor();
    const note = await smtp.waitFor(existing.email, /already have a Framestock account/);
    expect(note.text).not.toContain('token=');
    await page.getByRole('button', { name: 'Use another address' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(/common/i).count()).toBeGreaterThan(0);
    // Passes the client's quick check; the server's INVALID_EMAIL is shown beside the field.
    await page.getByLabel('Email').fill('flow@accounts..test');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `We sent a link to ${email}` })
      .waitFor();
    expect(await t.server.deps.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);

    // ── The link from the delivered message: the account exists, verified (no banner), signed in, back on settings.
    const signUpLink = await linkFromMail(email, '/auth/complete-sign-up');
    await page.goto(signUpLink);
    await page.waitForURL('**/members/settings');
    await account(page).waitFor();
    await page.goto('/members/dashboard');
    await account(page).waitFor();
    expect(await page.getByRole('region', { name: 'Email verification' }).count()).toBe(0);
    // The link works once.
    await page.goto(signUpLink);
    await alert(page, 'This link has expired or has already been used.').waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor();

    // ── Sign out, then sign in (INVALID_CREDENTIAL first).
    await signOut(page);
    await page.goto('/login');
    await signIn(page, email, 'not my password');
    await page.getByText('The email or password is incorrect.').waitFor();
    await signIn(page, email, password);
    await page.waitForURL('**/members/dashboard');
    await signOut(page);

    // ── Email-link sign-in, requested on /forgot-password; the same confirmation for an unknown address.
    // The link continues where sign-in was heading: it carries the path, whichever browser opens it.
    await page.goto('/login?redirect=%2Fmembers%2Fsettings');
    await page.getByRole('link', { name: 'Email me a sign-in link instead' }).click();
    // The login page (with its own Email box) stays up while the next page's chunk loads.
    await page.getByRole('heading', { level: 1, name: 'Sign in with an email link' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(`nobody-${Date.now()}@accounts.test`);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await confirmed(page, 'a sign-in link is on its way');
    await page.getByRole('button', { name: 'Use another address' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await confirmed(page, 'a sign-in link is on its way');
    const emailLink = await linkFromMail(email, '/auth/email-link');
    expect(new URL(emailLink, t.url).searchParams.get('continue')).toBe('/members/settings');
    await page.goto(emailLink);
    await page.waitForURL('**/members/settings');
    await account(page).waitFor();
    // EXPIRED_OR_USED_LINK: the link works once.
    await page.goto(emailLink);
    await alert(page, 'This link has expired or has already been used.').waitFor();
    await page.getByRole('link', { name: 'Email me a new sign-in link' }).waitFor();
    // Still signed in (the page restored the session before the link was refused).
    await account(page).waitFor();
    await signOut(page);

    // ── Forgot password → reset from the emailed link (a weak choice first) → sign in with the new one.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await confirmed(page, 'a link to reset its password is on its way');
    const resetLink = await linkFromMail(email, '/auth/reset-password');
    await page.goto(resetLink);
    password = 'an entirely new lantern';
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm new password').fill('password123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByLabel('New password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    // The spent link says so when opened again, before any password is typed.
    const again = await newPage();
    await again.page.goto(resetLink);
    await alert(again.page, 'This link has expired or was already used. Ask for a new one.').waitFor();
    await again.page.getByRole('link', { name: 'Ask for a new reset link' }).waitFor();
    expect(await again.page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/members/dashboard');

    // ── A second browser signed in; changing the password here ends its session on its next request.
    const other = await newPage();
    await other.page.goto('/login');
    await signIn(other.page, email, password);
    await other.page.waitForURL('**/members/dashboard');

    await page.goto('/members/settings');
    await page.getByText('This device').waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Revoke/ }).count()).toBe(1);
    password = 'the third and final passphrase';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed. Your other devices have been signed out.').waitFor();

    await other.page.getByRole('link', { name: 'Settings' }).click();
    await other.page.waitForURL('**/login?redirect=*');
    await alert(other.page, 'Your session has expired or was ended on another device.').waitFor();

    // ── Delete the account: the session is no longer recent → REQUIRES_RECENT_LOGIN → password → it proceeds.
    const [{ id: userId }] = await t.server.deps.db.query('SELECT id FROM users WHERE email = $1', [email]);
    await t.server.deps.db.query(
      `UPDATE sessions SET authenticated_at = now() - interval '10 minutes' WHERE user_id = $1`,
      [userId],
    );
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('For your security, confirm it is you before making this change.');
    await dialog.getByLabel('Password').fill('wrong password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The password is incorrect.').waitFor();
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Your account has been deleted.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(await t.server.deps.db.query('SELECT 1 FROM users WHERE id = $1', [userId])).toHaveLength(0);

    // Analytics: sign_up and login for each method used.
    await expect.poll(() => analytics('sign_up', 'password'), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => analytics('login', 'email_link'), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(errors()).toEqual([]);
    expect(other.errors()).toEqual([]);
  }, 120_000); // The whole account life in one flow: about 35 s on a quiet machine, twice that under load.

  it('lets an account that never confirmed its address (an older sign-up) verify it from the banner', async () => {
    const email = `unverified-${Date.now()}@accounts.test`;
    const password = 'a patient old account';
    const created = await createUser(t.server.deps.db, { email, password, emailVerified: false });
    if ('error' in created) throw new Error(created.error.message);
    const { page, errors } = await newPage();
    await page.goto('/login');
    await signIn(page, email, password);
    await page.waitForURL('**/members/dashboard');
    const banner = page.getByRole('region', { name: 'Email verification' });
    await banner.getByRole('button', { name: 'Resend verification email' }).click();
    await banner.getByText(`Sent. Check ${email}`).waitFor();
    await page.goto(await linkFromMail(email, '/auth/verify-email'));
    await page.getByText('your email address is confirmed').waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/members/dashboard');
    await account(page).waitFor();
    expect(await banner.count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  it('explains a cancelled social sign-in, a disabled account and a lost connection', async () => {
    const { page } = await newPage();
    // ACCESS_DENIED from the provider redirect is the spec's POPUP_CLOSED_BY_USER.
    await page.goto('/login?error=ACCESS_DENIED&provider=google');
    await alert(page, 'You closed the sign-in window before finishing.').waitFor();
    await page.goto('/login?error=UNAUTHORIZED_DOMAIN');
    await alert(page, 'not allowed from this web address').waitFor();

    // USER_DISABLED
    const admin = await t.signedIn(Role.ADMIN);
    const member = await t.signedIn(Role.MEMBER);
    const res = await t.gql(
      'mutation($i: SetUserDisabledInput!) { setUserDisabled(input: $i) { errors { code } } }',
      { i: { userId: member.userId, disabled: true } },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    await page.goto('/login');
    await signIn(page, member.email, member.password);
    await alert(page, 'This account has been disabled.').waitFor();

    // NETWORK_REQUEST_FAILED: the request never gets an answer.
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('SignIn') ? route.abort('internetdisconnected') : route.continue(),
    );
    await signIn(page, admin.email, admin.password);
    await alert(page, 'We could not reach Framestock. Check your connection and try again.').waitFor();
    await page.unroute('**/graphql');
  });

  it('says how long to wait after too many failed sign-ins', async () => {
    const { page } = await newPage(strict);
    const member = await strict.signedIn(Role.MEMBER);
    await page.goto('/login');
    for (let i = 0; i < 2; i++) {
      await signIn(page, member.email, `wrong ${i}`);
      await page.getByText('The email or password is incorrect.').waitFor();
    }
    await signIn(page, member.email, member.password);
    await alert(page, /Too many attempts\. Try again in \d+ minutes?\./).waitFor();
  });
});
