// Bench rows (issue 16): an admin broadcast fanned out to 100,000 members
// (time and SQL statements of the batched INSERT … SELECT), the email sweep
// that then looks at those 100,000 rows (announcements are off by default,
// so it settles them without mail: time and statements), and the bell's
// unread-count query p95 over 1,000 members.
//
// In-process against the build (dist/), its embedded PostgreSQL under
// `dataDir`, jobs off (the bench calls the batch functions itself).
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

const dist = path.resolve('dist/node/server');
const MEMBERS = Number(process.env.BENCH_BROADCAST_MEMBERS ?? 100_000);
/** The broadcasts job's batch (broadcasts.service). */
const BATCH = 5_000;

export async function notificationRows({ dataDir, port }, row) {
  const { loadConfig } = await import(`${dist}/config.js`);
  const { createLogger } = await import(`${dist}/logger.js`);
  const { startServer } = await import(`${dist}/server.js`);
  const { requestScope } = await import(`${dist}/http/request-context.js`);
  const { fanOutBatch, FIRST_USER, unreadCountOf } = await import(`${dist}/modules/notifications/index.js`);
  const { sendImmediateEmails } = await import(`${dist}/modules/notifications/notification-emails.js`);

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
  const counted = async (fn) => {
    const scope = { requestId: 'bench', sqlStatements: 0 };
    const started = performance.now();
    await requestScope.run(scope, fn);
    return { ms: performance.now() - started, statements: scope.sqlStatements };
  };
  try {
    const db = server.deps.db;
    const tag = randomUUID().slice(0, 8);
    // In chunks: one statement for 100,000 users would outlast the statement timeout on a busy machine.
    for (let from = 1; from <= MEMBERS; from += 10_000) {
      await db.query(
        `INSERT INTO users (email, display_name, role)
         SELECT 'bench-' || $1 || '-' || g || '@framestock.test', 'Bench member ' || g, 'MEMBER'
           FROM generate_series($2::int, $3::int) g`,
        [tag, from, Math.min(from + 9_999, MEMBERS)],
      );
    }
    const audienceSql = `SELECT id FROM users WHERE email LIKE 'bench-' || $1 || '-%'`;
    const broadcastId = randomUUID();
    let delivered = 0;
    const fanOut = await counted(async () => {
      let after = FIRST_USER;
      for (;;) {
        const r = await db.transaction((m) =>
          fanOutBatch(m, {
            audienceSql,
            params: [tag],
            afterUserId: after,
            limit: BATCH,
            broadcastId,
            note: { type: 'broadcast', title: 'Bench broadcast', body: 'Hello', link: null },
          }),
        );
        delivered += r.inserted;
        if (r.seen < BATCH || !r.lastUserId) break;
        after = r.lastUserId;
      }
    });
    row(
      `broadcast fan-out to ${MEMBERS.toLocaleString('en-US')} members (batches of ${BATCH})`,
      `${(fanOut.ms / 1000).toFixed(2)} s, ${fanOut.statements} statements`,
      '≤ 30 s, ≤ 200 statements',
      delivered === MEMBERS && fanOut.ms <= 30_000 && fanOut.statements <= 200,
    );

    // Nothing is mailed (announcements are off by default); the sweep still looks at every row once.
    let mailed = 0;
    const sweep = await counted(() =>
      sendImmediateEmails(
        db,
        async () => {
          mailed++;
        },
        { origin: 'http://localhost', secret: config.auth.jwtSecret },
      ),
    );
    const [left] = await db.query('SELECT count(*)::int AS n FROM notifications WHERE email_state IS NULL');
    row(
      `email sweep over the ${MEMBERS.toLocaleString('en-US')} new notifications`,
      `${(sweep.ms / 1000).toFixed(2)} s, ${sweep.statements} statements, ${mailed} mailed`,
      '≤ 30 s, ≤ 1,000 statements',
      left.n === 0 && sweep.ms <= 30_000 && sweep.statements <= 1000,
    );

    const sample = await db.query(`${audienceSql} ORDER BY random() LIMIT 1000`, [tag]);
    const times = [];
    for (const { id } of sample) {
      const started = performance.now();
      await unreadCountOf(db, id);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
    row('unread-count query p95 (1,000 members)', `${p95.toFixed(2)} ms`, '≤ 10 ms', p95 <= 10);
  } finally {
    await server.stop();
  }
}
