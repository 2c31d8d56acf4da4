// Admin console bench sections: `exports` (a 1,000,000-row CSV: first bytes, total time,
// server RSS growth) and `analytics` (10 million events over 90 days: the rollup backfill,
// then the 90-day analytics view).
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve('dist/node/server');

/** A connection to the running server's database, and an admin's access token. */
async function attach(server) {
  const { loadConfig } = await import(`${dist}/config.js`);
  const { openDatabase } = await import(`${dist}/db/database.js`);
  const { createLogger } = await import(`${dist}/logger.js`);
  const { createUser } = await import(`${dist}/modules/accounts/accounts.service.js`);
  const { moduleSet } = await import(`${dist}/module.js`);
  const { modules } = await import(`${dist}/modules/index.js`);
  const config = loadConfig({ ...process.env, ...server.env, LOG_LEVEL: 'error', DATABASE_STATEMENT_TIMEOUT_MS: '0' });
  const db = await openDatabase(config, createLogger('error', false), {
    migrate: false,
    entities: moduleSet(modules).entities,
  });
  const email = `bench-admin-${Date.now()}@example.test`;
  const password = 'bench admin password 1234';
  await createUser(db.dataSource, { email, password, role: 'ADMIN', emailVerified: true });
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }',
      variables: { i: { email, password, tokenDelivery: 'BODY' } },
    }),
  });
  const token = (await res.json()).data.signIn.accessToken;
  return { db: db.dataSource, token, close: () => db.dataSource.destroy() };
}

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

export async function exportRows(server, row) {
  const { db, token, close } = await attach(server);
  try {
    const rows = 1_000_000;
    await db.query(
      `INSERT INTO users (email, display_name, created_at)
       SELECT 'export' || g || '@example.test', 'Export user ' || g, now() - g * interval '1 second'
         FROM generate_series(1, $1) g`,
      [rows],
    );
    await db.query('ANALYZE users');
    const base = rssMb(server.child.pid);
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.child.pid));
    }, 50);
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/admin/export/users.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const reader = res.body.getReader();
    let firstByteMs = null;
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      firstByteMs ??= performance.now() - t0;
      bytes += value.length;
      for (const b of value) if (b === 10) lines++;
    }
    const totalMs = performance.now() - t0;
    clearInterval(sampler);
    row(
      `export users.csv, ${lines - 1} rows: first bytes`,
      `${Math.round(firstByteMs)} ms`,
      '≤ 1000 ms',
      firstByteMs <= 1000,
    );
    row(
      'export users.csv: whole file',
      `${(totalMs / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(0)} MB`,
      '',
      undefined,
    );
    row(
      'export users.csv: server RSS growth (heap capped at 256 MB)',
      `${(peak - base).toFixed(0)} MB`,
      '≤ 100 MB',
      peak - base <= 100,
    );
  } finally {
    await close();
  }
}

export async function analyticsRows(server, row) {
  const { db, token, close } = await attach(server);
  try {
    const events = 10_000_000;
    const t0 = performance.now();
    // 90 days of traffic: page views on 500 paths from 50 referrers, sign-ins, sign-ups and purchases;
    // about 20,000 visitors a day.
    await db.query(
      `INSERT INTO analytics_events (type, properties, occurred_at, visitor, received_at)
       SELECT (ARRAY['page_view','page_view','page_view','page_view','page_view','login','sign_up','purchase'])[1 + g % 8],
              jsonb_build_object('path', '/public/item-' || (g % 500), 'referrer', 'https://ref' || (g % 50) || '.example/x', 'value', 9.99),
              now() - (g % 7776000) * interval '1 second',
              left(md5(((g::bigint * 7919) % 20000)::text || ((g % 7776000) / 86400)::text), 22),
              now() - interval '1 hour'
         FROM generate_series(1, $1) g`,
      [events],
    );
    const seedS = (performance.now() - t0) / 1000;
    const { rollUp } = await import(`${dist}/modules/analytics/rollup.js`);
    const t1 = performance.now();
    const days = await rollUp(db);
    const rollupS = (performance.now() - t1) / 1000;
    row(`analytics: seed ${events / 1e6}M events`, `${seedS.toFixed(0)} s`, '', undefined);
    row(
      `analytics: first rollup of ${days} days (then each minute: only new days)`,
      `${rollupS.toFixed(1)} s`,
      '',
      undefined,
    );
    const to = new Date();
    const from = new Date(to.getTime() - 90 * 86_400_000);
    const query = `query($from: DateTimeISO!, $to: DateTimeISO!) { siteAnalytics(from: $from, to: $to, bucket: DAY) {
      series { start pageViews visitors signUps signIns purchases revenueCents mrrCents } topPages { key views } topReferrers { key views } } }`;
    const times = [];
    for (let i = 0; i < 21; i++) {
      const s = performance.now();
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables: { from: from.toISOString(), to: to.toISOString() } }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      if (i > 0) times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)];
    const p95 = times[Math.floor(times.length * 0.95)];
    row(
      'analytics: 90-day view at 10M events (series, top pages, referrers, MRR) p50 / p95',
      `${p50.toFixed(0)} / ${p95.toFixed(0)} ms`,
      '< 300 ms',
      p95 < 300,
    );
  } finally {
    await close();
  }
}
