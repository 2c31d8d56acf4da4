/**
 * A first start stopped after some demo items were already published (each
 * is published as soon as it is ready) is resumed by the next start: the
 * missing items are made and everything ends published. The published
 * items' `media.seeded` entries must not read as "the catalogue is done"
 * (they did until the seed wrote a start marker: the restart only finished
 * drafts, and the rest of the catalogue never came).
 *
 * The stop is staged exactly: a complete seed of one item per group is what
 * a two-per-group seed stopped half-way leaves, once its "all uploaded"
 * marker is taken away.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { type SeedOptions, startDemoSeed } from '../../server/modules/catalog/demo/seed.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.signedIn(Role.ADMIN); // the demo items' uploader
}, 60_000);
afterAll(() => t?.stop());

const SMALL: SeedOptions = {
  generate: { width: 320, height: 180, seconds: 2, fps: 12, musicSeconds: 4 },
  processingTimeoutMs: 90_000,
};
const quiet = pino({ level: 'silent' });

const count = async (sql: string) => Number(((await t.server.deps.db.query(sql)) as { n: string }[])[0]?.n);
const published = () => count("SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo:%' AND status = 'PUBLISHED'");

describe('demo seed stopped after publishing some items', () => {
  it('is resumed by the next start: the missing items are made and all are published', async () => {
    const first = await startDemoSeed(t.server.deps, quiet, { ...SMALL, perGroup: 1 });
    expect(await first?.running).toMatchObject({ created: 6, unfinished: [], interrupted: false });
    expect(await published()).toBe(6);
    // Half of a two-per-group catalogue uploaded and published, the run stopped before the rest.
    await t.server.deps.db.query("DELETE FROM audit_log WHERE action = 'demo.catalogue-uploaded'");

    const resumed = await startDemoSeed(t.server.deps, quiet, { ...SMALL, perGroup: 2 });
    expect(resumed).not.toBeNull();
    expect(await resumed?.running).toMatchObject({ created: 6, unfinished: [], interrupted: false });
    expect(await published()).toBe(12);
    expect(await count("SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo:%'")).toBe(12);
  }, 240_000);
});
