/**
 * The embedded default: with no SMTP_URL, account emails land in the
 * email_outbox table and their links in the log, and the link works.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ log: pino({ level: 'info' }, sink), env: { SITE_URL: 'https://framestock.example' } });
});
afterAll(() => t?.stop());

async function waitForOutbox(to: string): Promise<{ subject: string; text: string; html: string; template: string }> {
  for (let i = 0; i < 200; i++) {
    const rows = await t.server.deps.db.query(
      'SELECT subject, text, html, template FROM email_outbox WHERE to_address = $1',
      [to],
    );
    if (rows[0]) return rows[0];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing in the outbox for ${to}`);
}

describe('email outbox (no SMTP_URL)', () => {
  it('keeps the message and logs its link, which points at SITE_URL and works', async () => {
    const { email } = await t.signedIn();
    await t.gql('mutation($i: RequestEmailLinkInput!) { requestEmailLink(input: $i) { errors { code } } }', {
      i: { email },
    });
    const mail = await waitForOutbox(email);
    expect(mail).toMatchObject({ template: 'email-link', subject: 'Your Framestock sign-in link' });
    expect(mail.html).toMatch(/^<!doctype html>/);
    const link = /https:\/\/framestock\.example\/auth\/email-link\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    const logged = lines.find((l) => l.msg === 'email written to the outbox (set SMTP_URL to send it)');
    expect(logged).toMatchObject({ to: email, link });

    const token = new URL(link as string).searchParams.get('token');
    const res = await t.gql<{ signInWithEmailLink: { accessToken: string | null; errors: unknown[] } }>(
      'mutation($i: SignInWithEmailLinkInput!) { signInWithEmailLink(input: $i) { accessToken errors { code } } }',
      { i: { token } },
    );
    expect(res.data?.signInWithEmailLink.errors).toEqual([]);
    expect(res.data?.signInWithEmailLink.accessToken).toBeTruthy();
  });

  it('never logs a raw token outside the link line, nor stores one in the job table', async () => {
    const rows = await t.server.deps.db.query(
      `SELECT data::text AS data FROM pgboss.job WHERE name = 'accounts.email'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.data).not.toMatch(/token/i);
  });
});
