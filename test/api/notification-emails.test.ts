/**
 * Notification email against a real SMTP server on loopback: immediate mail
 * (with RFC 8058 headers) after commit, the daily digest (one email for
 * several, a rerun sends nothing), one-click unsubscribe (GET confirms, POST
 * unsubscribes, a tampered token changes nothing), per-topic cadences on the
 * profile, and subscription events as notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { notify } from '../../server/modules/notifications/index.js';
import { NOTIFICATION_DIGEST } from '../../server/modules/notifications/notification-emails.js';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let smtp: FakeSmtp;
const ERR = 'errors { code field message }';

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Framestock <no-reply@framestock.test>' } });
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await smtp?.stop();
});

const db = () => t.server.deps.db;
const note = (userId: string, type: string, title: string) =>
  db().transaction((m) => notify(m, [{ userId, type, title, body: `About ${title}`, link: '/members/requests' }]));

async function setCadences(token: string, email: { topic: string; cadence: string }[]) {
  const r = await t.gql<{
    updateProfile: { user: { notificationPreferences: { email: { topic: string; cadence: string }[] } } };
  }>(
    `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { notificationPreferences { requestUpdates email { topic cadence } } } ${ERR} } }`,
    { i: { notificationPreferences: { email } } },
    { token },
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data?.updateProfile.user.notificationPreferences;
}

/** Runs a job and waits for it; the queues keep one waiting job, so a send may have to wait for a slot. */
async function runJob(job: { name: string }): Promise<void> {
  let id: string | null = null;
  for (let i = 0; i < 300 && id === null; i++) {
    id = await t.server.deps.jobs.send(job, {});
    if (id === null) await new Promise((r) => setTimeout(r, 100));
  }
  for (let i = 0; i < 300; i++) {
    const rows: { state: string }[] = await db().query('SELECT state FROM pgboss.job WHERE id = $1', [id]);
    if (rows[0]?.state === 'completed') return;
    if (rows[0]?.state === 'failed') throw new Error('job failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('job did not finish');
}

const prefsOf = async (userId: string) =>
  (await db().query('SELECT notification_preferences AS p FROM users WHERE id = $1', [userId]))[0].p;

describe('immediate email', () => {
  it('mails an immediate-topic notification after commit, once, with both unsubscribe headers', async () => {
    const { userId, email } = await t.signedIn();
    await note(userId, 'request.fulfilled', 'Your request “Neon titles” arrived');
    const mail = await smtp.waitFor(email, /Neon titles/);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/\S+\/unsubscribe\?token=[^>]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('/members/requests');
    const rows = await db().query('SELECT email_state FROM notifications WHERE user_id = $1', [userId]);
    expect(rows).toEqual([{ email_state: 'sent' }]);
    // Another sweep (a retry, the minute schedule) finds nothing to send.
    await runJob({ name: 'notifications.email' });
    expect(smtp.messages.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('does not mail a topic that is off or daily, nor subscription events (billing mails those)', async () => {
    const { userId, email, token } = await t.signedIn();
    await setCadences(token, [{ topic: 'REQUESTS', cadence: 'OFF' }]);
    await note(userId, 'request.status', 'Status changed');
    await note(userId, 'follows.new_items', 'New in Transitions');
    await note(userId, 'billing.receipt', 'Payment received');
    await runJob({ name: 'notifications.email' });
    const states = await db().query('SELECT type, email_state FROM notifications WHERE user_id = $1 ORDER BY seq', [
      userId,
    ]);
    expect(states).toEqual([
      { type: 'request.status', email_state: 'off' },
      { type: 'follows.new_items', email_state: 'daily' },
      { type: 'billing.receipt', email_state: 'off' },
    ]);
    expect(smtp.messages.filter((m) => m.to === email)).toHaveLength(0);
  });
});

describe('daily digest', () => {
  it('groups a user’s daily notifications into one email, and a rerun sends nothing', async () => {
    const { userId, email, token } = await t.signedIn();
    await setCadences(token, [{ topic: 'REVIEWS', cadence: 'DAILY' }]);
    await note(userId, 'follows.new_items', '3 new in Transitions');
    await note(userId, 'media.approved', '“Glitch pack” is published');
    await note(userId, 'follows.new_items', '2 new for CapCut');
    await runJob({ name: 'notifications.email' });
    expect(smtp.messages.filter((m) => m.to === email)).toHaveLength(0);

    await runJob(NOTIFICATION_DIGEST);
    const digest = await smtp.waitFor(email, /3 updates/);
    for (const title of ['3 new in Transitions', 'Glitch pack', '2 new for CapCut'])
      expect(digest.text).toContain(title);
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    await runJob(NOTIFICATION_DIGEST);
    expect(smtp.messages.filter((m) => m.to === email)).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  async function immediateLink(): Promise<{ userId: string; url: URL }> {
    const { userId, email } = await t.signedIn();
    await note(userId, 'media.rejected', '“Old reel” needs changes');
    const mail = await smtp.waitFor(email, /Old reel/);
    return { userId, url: smtp.linkIn(mail, '/unsubscribe') };
  }
  const local = (url: URL) => `${t.url}${url.pathname}${url.search}`;

  it('GET shows a confirmation and changes nothing; POST (RFC 8058 body) turns the topic off', async () => {
    const { userId, url } = await immediateLink();
    const page = await fetch(local(url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('review outcomes');
    expect((await prefsOf(userId)).email?.reviews).toBeUndefined();

    const post = await fetch(local(url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect((await prefsOf(userId)).email.reviews).toBe('off');
    // Other topics keep theirs.
    expect((await prefsOf(userId)).email.requests).toBe('immediate');
  });

  it('a tampered, truncated or foreign token gets a 400 page and changes nothing', async () => {
    const { userId, url } = await immediateLink();
    const token = url.searchParams.get('token') as string;
    const [uid, , day, mac] = token.split('.');
    const { userId: otherId } = await t.signedIn();
    const bad = [
      `${uid}.requests.${day}.${mac}`, // another topic
      `${otherId}.reviews.${day}.${mac}`, // another user
      `${uid}.reviews.${Number(day) + 999}.${mac}`, // a later expiry
      token.slice(0, -3),
      'nonsense',
    ];
    for (const b of bad) {
      for (const method of ['GET', 'POST']) {
        const r = await fetch(`${t.url}/unsubscribe?token=${encodeURIComponent(b)}`, { method });
        expect(r.status, `${method} ${b}`).toBe(400);
        expect(await r.text()).toMatch(/not valid|incomplete/);
      }
    }
    expect((await prefsOf(userId)).email).toBeUndefined();
    expect((await prefsOf(otherId)).email).toBeUndefined();
  });
});

describe('profile cadences', () => {
  it('shows defaults for old rows, saves per topic and keeps requestUpdates in step', async () => {
    const { token } = await t.signedIn();
    const prefs = await setCadences(token, [
      { topic: 'REQUESTS', cadence: 'OFF' },
      { topic: 'BROADCASTS', cadence: 'DAILY' },
    ]);
    expect(prefs).toEqual({
      requestUpdates: false,
      email: [
        { topic: 'REVIEWS', cadence: 'IMMEDIATE' },
        { topic: 'REQUESTS', cadence: 'OFF' },
        { topic: 'FOLLOWS', cadence: 'DAILY' },
        { topic: 'BROADCASTS', cadence: 'DAILY' },
      ],
    });
    const bad = await t.gql(
      `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { ${ERR} } }`,
      { i: { notificationPreferences: { email: [{ topic: 'REVIEWS', cadence: 'WEEKLY' }] } } },
      { token },
    );
    expect(bad.errors?.length).toBeGreaterThan(0);
  });

  it('productUpdates is the broadcasts topic as a switch: product news is the team’s announcements', async () => {
    const { token, userId } = await t.signedIn();
    const broadcasts = async () => {
      const r = await t.gql<{
        me: { notificationPreferences: { productUpdates: boolean; email: { topic: string; cadence: string }[] } };
      }>('{ me { notificationPreferences { productUpdates email { topic cadence } } } }', {}, { token });
      const p = r.data?.me.notificationPreferences;
      return { productUpdates: p?.productUpdates, cadence: p?.email.find((e) => e.topic === 'BROADCASTS')?.cadence };
    };
    expect(await broadcasts()).toEqual({ productUpdates: false, cadence: 'OFF' });
    const on = await t.gql(
      `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { ${ERR} } }`,
      { i: { notificationPreferences: { productUpdates: true } } },
      { token },
    );
    expect(on.errors).toBeUndefined();
    expect(await broadcasts()).toEqual({ productUpdates: true, cadence: 'IMMEDIATE' });
    await setCadences(token, [{ topic: 'BROADCASTS', cadence: 'DAILY' }]);
    expect(await broadcasts()).toEqual({ productUpdates: true, cadence: 'DAILY' });
    await setCadences(token, [{ topic: 'BROADCASTS', cadence: 'OFF' }]);
    expect(await broadcasts()).toEqual({ productUpdates: false, cadence: 'OFF' });
    // A row saved before per-topic email, with product news switched on, gets announcements.
    await db().query(`UPDATE users SET notification_preferences = '{"productUpdates": true}' WHERE id = $1`, [userId]);
    expect(await broadcasts()).toEqual({ productUpdates: true, cadence: 'IMMEDIATE' });
  });
});

describe('subscription events', () => {
  it('a paid subscription yields a receipt notification linking to payments', async () => {
    await ensureDemoPlans(db());
    const { token, userId } = await t.signedIn();
    const plans = await t.gql<{ plans: { id: string; name: string }[] }>('{ plans { id name } }');
    const creator = plans.data?.plans.find((p) => p.name === 'Creator')?.id;
    const start = await t.gql<{ startSubscriptionCheckout: { checkout: { id: string } } }>(
      `mutation($i: StartSubscriptionCheckoutInput!) { startSubscriptionCheckout(input: $i) { checkout { id } ${ERR} } }`,
      { i: { planId: creator, interval: 'MONTH' } },
      { token },
    );
    const sessionId = start.data?.startSubscriptionCheckout.checkout.id;
    const done = await t.gql(
      `mutation($i: CompleteTestCheckoutInput!) { completeTestCheckout(input: $i) { billing { status } ${ERR} } }`,
      { i: { sessionId, outcome: 'SUCCEED' } },
      { token },
    );
    expect(done.errors).toBeUndefined();
    const rows = await db().query('SELECT type, title, link FROM notifications WHERE user_id = $1', [userId]);
    expect(rows).toEqual([
      { type: 'billing.receipt', title: expect.stringMatching(/^Payment received: \$\d/), link: '/profile/payments' },
    ]);
  });
});
