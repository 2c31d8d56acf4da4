/**
 * The real process, as `npm start` runs it (the build in dist/): boot on the
 * embedded database, finish in-flight requests on SIGTERM, stop the database,
 * and find every row again on the next start.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootBuilt, exited, isBuilt } from '../support/built-server.js';
import { freePort } from '../support/global-setup.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'framestock-lifecycle-'));
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const boot = (pgPort: number) => bootBuilt({ dataDir, pgPort });

describe.skipIf(!isBuilt())('server process lifecycle (dist/)', () => {
  it('drains in-flight requests on SIGTERM, stops the database, and keeps the data', async () => {
    const pgPort = await freePort();
    const first = await boot(pgPort);
    expect(first.output()).toMatch(/ADMIN\s+admin@framestock\.local\s+\S+/);
    const adminPassword = /ADMIN\s+admin@framestock\.local\s+(\S+)/.exec(first.output())?.[1] as string;

    // An in-flight request: its body trickles in, and SIGTERM arrives halfway.
    const body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(200_000) } });
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${first.url}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(half)), 500);
      }, 200);
    });
    const exit = exited(first.child);
    expect(await answer).toEqual({ status: 200, text: JSON.stringify({ data: { __typename: 'Query' } }) + '\n' });
    expect(await exit).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // The next start finds everything: the demo admin can sign in, and no new credentials are printed.
    const second = await boot(pgPort);
    try {
      const res = await fetch(`${second.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($i: SignInInput!) { signIn(input: $i) { user { role } errors { code } } }',
          variables: { i: { email: 'admin@framestock.local', password: adminPassword } },
        }),
      });
      expect(await res.json()).toEqual({ data: { signIn: { user: { role: 'ADMIN' }, errors: [] } } });
      expect(second.output()).not.toMatch(/Demo accounts/);
    } finally {
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    }
  }, 180_000);
});
