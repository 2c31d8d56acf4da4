/**
 * The request board and live notifications in the browser: a member asks for
 * an asset; an admin fulfils it with a published item; the member's open tab
 * shows the bell's count change without a reload, and the notification links
 * to the item. The screens involved are axe-clean. On a phone: a typed
 * request survives a session that ends before it is sent, a stale field error
 * goes as the field is corrected, long details are clamped on the board, and
 * the board's filters live in the URL.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, signInThroughForm, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

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

const PHONE = { width: 390, height: 844 };
/** What ending the session from another device logs here (the refused call, the failed refresh). */
const SESSION_END_CONSOLE = [/Failed to load resource/, /Could not (refresh|restore|read)/, /net::ERR_FAILED/];
const EVERYWHERE_ELSE = 'mutation($i: SignOutEverywhereInput!) { signOutEverywhere(input: $i) { revokedSessions } }';
const CREATE =
  'mutation($i: CreateAssetRequestInput!) { createAssetRequest(input: $i) { request { id } errors { code } } }';

/** A phone's page signed in as `user` through the form, its page errors watched (but for `allow`). */
async function phoneSignedIn(
  user: { email: string; password: string },
  opts: { allow?: RegExp[]; bypassCSP?: boolean } = {},
) {
  const context = await browser.newContext({ baseURL: t.url, viewport: PHONE, bypassCSP: opts.bypassCSP });
  const page = await context.newPage();
  const errors = watchPageErrors(page, opts.allow);
  await signInThroughForm(page, user);
  return { context, page, errors };
}

async function createRequest(token: string, input: Record<string, unknown>): Promise<string> {
  const res = await t.gql<{ createAssetRequest: { request: { id: string } | null; errors: unknown[] } }>(
    CREATE,
    { i: { kind: 'ASSET', ...input } },
    { token },
  );
  const id = res.data?.createAssetRequest.request?.id;
  if (!id) throw new Error(`request not created: ${JSON.stringify(res)}`);
  return id;
}

/** Deletes the requests of these titles: a first attempt's would stand beside the ones a retry makes again. */
async function forgetRequests(...titles: string[]) {
  await t.server.deps.db.query('DELETE FROM asset_requests WHERE title = ANY($1)', [titles]);
}

describe.skipIf(skip)('requests and live notifications in the browser', () => {
  it('member asks; admin fulfils; the open tab’s bell counts it and links to the item', async () => {
    await forgetRequests('Ink bleed transitions');
    const media = mediaFactory(t);
    await media.removeTitled('Ink Bleed Transitions');
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
    expect(await card.getByRole('button', { pressed: true }).textContent()).toMatch(/1\s*vote, including yours/);
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
    await forgetRequests('Confetti bursts for intros');
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

  it('a typed request survives a session ended on another device; sending or discarding it forgets it', async () => {
    const member = await t.signedIn(Role.MEMBER);
    const { context, page, errors } = await phoneSignedIn(member, { allow: SESSION_END_CONSOLE });
    await page.goto('/members/request-asset');
    const title = page.getByLabel('What do you need?');
    const details = page.getByLabel('Details (optional)');
    await title.fill('Paper tear reveals');
    await details.fill('Torn paper edges, vertical 9:16, with soft shadows.');

    // "Sign out everywhere else" from another device (the API's session stays): this tab's session is over.
    const out = await t.gql(EVERYWHERE_ELSE, { i: { keepCurrentSession: true } }, { token: member.token });
    expect(out.errors).toBeUndefined();
    // The page may learn it first from its live feed and leave the form at once; else "Send request" finds out.
    await page
      .getByRole('button', { name: 'Send request' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await page.waitForURL('**/login?redirect=*');
    await page.getByRole('alert').filter({ hasText: 'Your session has expired' }).first().waitFor();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/members/request-asset');

    // Back on the form, with what was typed.
    await page.getByText('We kept the request you had not sent yet.').waitFor();
    expect(await title.inputValue()).toBe('Paper tear reveals');
    expect(await details.inputValue()).toBe('Torn paper edges, vertical 9:16, with soft shadows.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('“Paper tear reveals” is on the board with your vote').waitFor();
    // Sent: nothing comes back on the next visit.
    await page.goto('/members/request-asset');
    await page.getByRole('heading', { name: 'Request an asset', level: 1 }).waitFor();
    expect(await title.inputValue()).toBe('');
    expect(await details.inputValue()).toBe('');

    // A draft started from search's ?title= link comes back with that link, and with none…
    await page.goto('/members/request-asset?title=Glitch%20text');
    expect(await title.inputValue()).toBe('Glitch text');
    await details.fill('RGB split on titles.');
    await page.reload();
    expect(await title.inputValue()).toBe('Glitch text');
    expect(await details.inputValue()).toBe('RGB split on titles.');
    // …but another search's link starts from its own title.
    await page.goto('/members/request-asset?title=Film%20grain');
    expect(await title.inputValue()).toBe('Film grain');
    expect(await details.inputValue()).toBe('');
    await page.goto('/members/request-asset');
    expect(await title.inputValue()).toBe('Glitch text');
    expect(await details.inputValue()).toBe('RGB split on titles.');
    // Discarded: gone, here and on the next visit.
    await page.getByRole('button', { name: 'Discard draft' }).click();
    expect(await title.inputValue()).toBe('');
    expect(await details.inputValue()).toBe('');
    await page.reload();
    await page.getByRole('heading', { name: 'Request an asset', level: 1 }).waitFor();
    expect(await title.inputValue()).toBe('');
    expect(await details.inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Discard draft' }).count()).toBe(0);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('a title’s error goes as soon as the title is changed', async () => {
    const member = await t.signedIn(Role.MEMBER);
    const { context, page, errors } = await phoneSignedIn(member);
    await page.goto('/members/request-asset');
    const title = page.getByLabel('What do you need?');
    await title.fill('Fx');
    await page.getByRole('button', { name: 'Send request' }).click();
    const message = page.getByText('Give a title of 4 to 120 characters.');
    await message.waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await title.fill('Fx whooshes');
    expect(await message.count()).toBe(0);
    expect(await title.getAttribute('aria-invalid')).toBeNull();
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('counts the characters of a field nearly full, and says when a paste met the limit', async () => {
    const member = await t.signedIn(Role.MEMBER);
    const { context, page, errors } = await phoneSignedIn(member);
    await page.goto('/members/request-asset');
    const details = page.getByLabel('Details (optional)');
    await details.fill('Ink bleeds, 4K.');
    expect(await page.getByText(/of 2000 characters/).count()).toBe(0);

    // Most of the limit: the count shows, and the field names it for screen readers.
    await details.fill('x'.repeat(1700));
    const count = page.getByText('1700 of 2000 characters', { exact: true });
    await count.waitFor();
    expect(await details.getAttribute('aria-describedby')).toBe(await count.getAttribute('id'));

    // A paste longer than the limit is cut by the browser; the field says where it stopped.
    await details.fill('');
    await details.focus();
    await page.keyboard.insertText('y'.repeat(2100));
    expect((await details.inputValue()).length).toBe(2000);
    await page.getByText('2000 of 2000 characters (the limit)', { exact: true }).waitFor();
    expect(await page.getByText('You have reached the limit of 2000 characters.').count()).toBe(1);

    // The title (a TextField) counts too.
    const title = page.getByLabel('What do you need?');
    await title.fill('t'.repeat(100));
    await page.getByText('100 of 120 characters', { exact: true }).waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('long details are clamped on the board, with a Show more toggle', async () => {
    await forgetRequests('Zoom-through transitions', 'Soft light leaks');
    const member = await t.signedIn(Role.MEMBER);
    const long = 'Smooth zoom-through transitions for travel edits, matching speed ramps and motion blur. '.repeat(22);
    expect(long.length).toBeGreaterThan(1900);
    expect(long.length).toBeLessThanOrEqual(2000);
    await createRequest(member.token, { title: 'Zoom-through transitions', description: long.trim() });
    await createRequest(member.token, { title: 'Soft light leaks', description: 'Warm, 4K.' });
    const { context, page, errors } = await phoneSignedIn(member, { bypassCSP: true });
    await page.goto('/members/request-asset');
    const card = page.locator('.request-card').filter({ hasText: 'Zoom-through transitions' });
    const toggle = card.getByRole('button', { name: /^Show more/ });
    await toggle.waitFor();
    const height = async () => (await card.boundingBox())?.height ?? 0;
    expect(await height()).toBeLessThan(400);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const less = card.getByRole('button', { name: /^Show less/ });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(await height()).toBeGreaterThan(1000);
    await less.click();
    expect(await height()).toBeLessThan(400);
    // Short details have no toggle.
    const short = page.locator('.request-card').filter({ hasText: 'Soft light leaks' });
    await short.getByText('Warm, 4K.').waitFor();
    expect(await short.getByRole('button', { name: /^Show (more|less)/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('the board’s filters are in the URL: Back and reload keep them', async () => {
    await forgetRequests('Someone else’s glitch pack', 'My own neon outlines');
    const other = await t.signedIn(Role.MEMBER);
    const member = await t.signedIn(Role.MEMBER);
    await createRequest(other.token, { title: 'Someone else’s glitch pack' });
    await createRequest(member.token, { title: 'My own neon outlines' });
    const { context, page, errors } = await phoneSignedIn(member);
    await page.goto('/members/request-asset');
    const theirs = page.getByRole('heading', { name: 'Someone else’s glitch pack' });
    const mine = page.getByRole('heading', { name: 'My own neon outlines' });
    const box = page.getByRole('checkbox', { name: 'Mine and my votes' });
    await theirs.waitFor();
    await mine.waitFor();

    await box.check();
    await expect.poll(() => new URL(page.url()).searchParams.get('mine')).toBe('1');
    await theirs.waitFor({ state: 'detached' });
    await page.reload();
    await mine.waitFor();
    expect(await box.isChecked()).toBe(true);
    expect(await theirs.count()).toBe(0);
    await page.getByLabel('Sort').selectOption('NEWEST');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('NEWEST');
    expect(new URL(page.url()).searchParams.get('mine')).toBe('1');

    // Back undoes one change at a time, on this page.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeNull();
    expect(await box.isChecked()).toBe(true);
    await page.goBack();
    await theirs.waitFor();
    expect(await box.isChecked()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/members/request-asset');
    // A value the page does not know is ignored.
    await page.goto('/members/request-asset?sort=LOUDEST&mine=1');
    await mine.waitFor();
    expect(await page.getByLabel('Sort').inputValue()).toBe('VOTES');
    expect(errors()).toEqual([]);
    await context.close();
  });
});
