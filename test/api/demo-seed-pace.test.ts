/**
 * The demo seed makes originals only a little ahead of processing: with no
 * processing worker in this process (JOBS_IN_PROCESS=false, as when workers
 * run apart), it makes a few and then waits instead of generating the whole
 * catalogue while nothing gets processed. A stop while it waits ends the run.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { seedDemoCatalogue } from '../../server/modules/catalog/demo/seed.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { JOBS_IN_PROCESS: 'false' } });
  await t.signedIn(Role.ADMIN); // the demo items' uploader
}, 60_000);
afterAll(() => t?.stop());

const made = async () =>
  Number(
    (
      (await t.server.deps.db.query("SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo:%'")) as { n: string }[]
    )[0]?.n,
  );

describe('demo seed pace', () => {
  it('makes at most a few originals ahead of processing, then waits; a stop ends the wait', async () => {
    const stop = new AbortController();
    const run = seedDemoCatalogue(t.server.deps, {
      perGroup: 2,
      generate: { width: 320, height: 180, seconds: 2, fps: 12, musicSeconds: 4 },
      signal: stop.signal,
    });
    // Small sources take well under a second each: without the pause, all twelve would exist within seconds.
    let last = -1;
    let steady = 0;
    while (steady < 8) {
      await sleep(250);
      const n = await made();
      steady = n === last && n > 0 ? steady + 1 : 0;
      last = n;
    }
    // Two generators, each checking the queue before it starts an item: two queued, and at most one more.
    expect(last).toBeGreaterThanOrEqual(2);
    expect(last).toBeLessThanOrEqual(3);
    const pending = (await t.server.deps.db.query(
      "SELECT DISTINCT processing FROM media WHERE upload_id LIKE 'demo:%'",
    )) as { processing: string }[];
    expect(pending.map((r) => r.processing)).toEqual(['PENDING']);
    const stopped = performance.now();
    stop.abort();
    expect(await run).toMatchObject({ interrupted: true, published: 0 });
    expect(performance.now() - stopped).toBeLessThan(3000);
    expect(await made()).toBe(last);
  }, 60_000);
});
