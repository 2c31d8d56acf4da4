// Bench rows (issue 14): the download grant (the `downloadItem` mutation: the
// plan check, the per-member lock, the record with its licence, the counters,
// the signed URL) at 10 connections — 500 first downloads then re-downloads —
// and a 2 GB bundle streamed as one ZIP, with the server's RSS growth.
//
// In-process against the build (dist/): the server in test mode on its own
// embedded PostgreSQL under `dataDir`, the local storage driver.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

const dist = path.resolve('dist/node/server');
const ITEMS = 500;
const REQUESTS = Number(process.env.BENCH_DOWNLOAD_REQUESTS ?? 3000);
const CONNECTIONS = 10;
const BUNDLE_BYTES = Number(process.env.BENCH_BUNDLE_BYTES ?? 2 * 1024 ** 3);
const BUNDLE_FILES = 8;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function downloadRows({ dataDir, port }, row) {
  const { loadConfig } = await import(`${dist}/config.js`);
  const { createLogger } = await import(`${dist}/logger.js`);
  const { startServer } = await import(`${dist}/server.js`);
  const { createUser } = await import(`${dist}/modules/accounts/index.js`);
  const { ensureDemoPlans } = await import(`${dist}/modules/billing/index.js`);

  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(port),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    JOBS_IN_PROCESS: 'false',
  });
  const server = await startServer(config, createLogger('error', false));
  try {
    const { db, storage } = server.deps;
    await ensureDemoPlans(db);
    await db.query(`UPDATE plans SET download_allowance = 1000000 WHERE slug = 'studio'`);
    const password = 'bench password 123';
    // One member per connection: one member's own grants queue on their lock (by design), members never wait for each other.
    const tokens = [];
    for (let c = 0; c < CONNECTIONS; c++) {
      const email = `bench-downloads-${c}@example.test`;
      const created = await createUser(db, { email, password, emailVerified: true });
      tokens.push(await subscribeAndSignIn(created.user.id, email));
    }
    async function subscribeAndSignIn(userId, email) {
      await db.query(
        `INSERT INTO subscriptions (user_id, provider_subscription_id, provider_customer_id, plan_id, price_id, status,
         current_period_start, current_period_end)
       SELECT $1::uuid, 'sub_bench_' || $1::text, 'cus_bench', p.id, pr.id, 'active', now() - interval '1 day', now() + interval '29 days'
         FROM plans p JOIN plan_prices pr ON pr.plan_id = p.id AND pr.interval = 'MONTH' AND pr.current
        WHERE p.slug = 'studio'`,
        [userId],
      );
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }',
          variables: { i: { email, password, tokenDelivery: 'BODY' } },
        }),
      });
      return (await res.json()).data.signIn.accessToken;
    }
    const addItem = async (n, body, size) => {
      const id = randomUUID();
      await db.query(
        `INSERT INTO media (id, kind, title, slug, access, status, processing, published_at)
         VALUES ($1, 'ASSET', $2, $3, 'PREMIUM', 'PUBLISHED', 'READY', now())`,
        [id, `Bench item ${n}`, `bench-item-${n}-${id.slice(0, 8)}`],
      );
      const meta = await storage.write('private', `media/${id}/original.mp4`, body, { contentType: 'video/mp4' });
      await db.query(
        `INSERT INTO stored_files (media_id, role, bucket_kind, bucket, full_path, name, size, content_type,
           time_created, updated, md5_hash)
         VALUES ($1, 'ORIGINAL', 'private', $2, $3, 'original.mp4', $4, 'video/mp4', now(), now(), $5)`,
        [id, meta.bucket, meta.fullPath, size ?? meta.size, meta.md5Hash],
      );
      return id;
    };
    const ids = [];
    for (let n = 0; n < ITEMS; n++) ids.push(await addItem(n, Buffer.from(`bench original ${n}`)));

    const grant = async (input, token = tokens[0]) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'mutation($i: DownloadItemInput!) { downloadItem(input: $i) { url errors { code } } }',
          variables: { i: input },
        }),
      });
      return (await res.json()).data?.downloadItem;
    };

    const times = [];
    let failed = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, c) => {
        for (let n = next++; n < REQUESTS; n = next++) {
          const t0 = performance.now();
          const r = await grant({ mediaId: ids[n % ids.length] }, tokens[c]);
          times.push(performance.now() - t0);
          if (!r?.url) failed++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    row(
      `downloadItem grant, ${CONNECTIONS} connections of ${CONNECTIONS} members (${REQUESTS} grants over ${ITEMS} items: first downloads, then re-downloads)`,
      `${Math.round(REQUESTS / seconds)} req/s, p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`,
      'reported',
      undefined,
    );
    if (failed) row('downloadItem grants that failed', String(failed), '0', false);

    // A 2 GB bundle: BUNDLE_FILES originals of equal size, written once, streamed as one ZIP.
    const chunk = Buffer.alloc(8 * 1024 * 1024, 7);
    const perFile = Math.floor(BUNDLE_BYTES / BUNDLE_FILES);
    const bundleId = randomUUID();
    await db.query(
      `INSERT INTO bundles (id, title, slug, access, published) VALUES ($1, 'Bench bundle', 'bench-bundle', 'PREMIUM', true)`,
      [bundleId],
    );
    for (let f = 0; f < BUNDLE_FILES; f++) {
      const { Readable } = await import('node:stream');
      const body = Readable.from(
        (function* () {
          for (let left = perFile; left > 0; left -= chunk.length)
            yield left >= chunk.length ? chunk : chunk.subarray(0, left);
        })(),
      );
      const id = await addItem(`zip-${f}`, body);
      await db.query('INSERT INTO bundle_items (bundle_id, media_id, position) VALUES ($1, $2, $3)', [bundleId, id, f]);
    }
    const zipGrant = await grant({ bundleId });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const t0 = performance.now();
    const res = await fetch(new URL(zipGrant.url, server.url));
    let bytes = 0;
    for await (const part of res.body) bytes += part.length;
    const zipSeconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const growthMb = (peak - rssBefore) / 1024 ** 2;
    row(
      `bundle ZIP of ${(BUNDLE_BYTES / 1024 ** 3).toFixed(1)} GB (${BUNDLE_FILES} files) streamed`,
      `${(bytes / 1024 ** 3).toFixed(2)} GB in ${zipSeconds.toFixed(1)} s (${Math.round(bytes / 1024 ** 2 / zipSeconds)} MB/s)`,
      'reported',
      undefined,
    );
    row(
      'RSS growth while streaming that ZIP (server and client in one process)',
      `${growthMb.toFixed(0)} MB`,
      '≤ 100 MB',
      growthMb <= 100,
    );
  } finally {
    await server.stop();
  }
}
