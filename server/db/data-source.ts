import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import { IdempotencyRecordEntity } from '../http/idempotency.entity.js';
import { RateLimitEntity } from '../http/rate-limit.entity.js';
import { JobLeaseEntity } from '../jobs/job-lease.entity.js';
import { EmailOutboxEntity } from '../mail/outbox.entity.js';
import { DeadlineClient } from './deadline-client.js';
import { SqlLogger } from './sql-logger.js';

// biome-ignore lint/complexity/noBannedTypes: TypeORM takes bare entity classes
type EntityClass = Function;

/** Tables of the platform itself; every other entity comes from a module's manifest. */
const PLATFORM_ENTITIES: readonly EntityClass[] = [
  IdempotencyRecordEntity,
  RateLimitEntity,
  EmailOutboxEntity,
  JobLeaseEntity,
];

/**
 * How long the pool waits on the database, so a database that stops answering
 * (SIGSTOP, a network partition, a failover) fails requests in seconds instead
 * of holding them forever. Zero/undefined: no limit (migrations, batch scripts).
 */
export interface DatabaseTimeouts {
  /** Connecting, and waiting for a free connection from the pool. */
  connectMs: number;
  /**
   * Longest statement: the server cancels it (statement_timeout), and the
   * client gives up on the connection a second later if the server cannot
   * even do that (it is frozen).
   */
  statementMs: number;
}

/** A transaction left idle this long (its client stuck or gone) is ended by the server, releasing its locks. */
const IDLE_IN_TRANSACTION_MS = 15_000;

export interface DataSourceOptions {
  url: string;
  poolSize: number;
  log: Logger;
  /** Unset: wait as long as it takes (migrations, which may rewrite big tables). */
  timeouts?: DatabaseTimeouts;
  /** The modules' entities (server/module.ts); migrations alone need none. */
  entities?: readonly EntityClass[];
}

/**
 * The one TypeORM data source. The schema is owned by migrations/ (never
 * `synchronize`); entity and migration lists are explicit so the same code
 * runs compiled (dist/) and under Vitest.
 */
export function createDataSource(opts: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: opts.url,
    entities: [...PLATFORM_ENTITIES, ...(opts.entities ?? [])],
    migrations,
    migrationsTableName: 'typeorm_migrations',
    // gen_random_uuid() is built into PostgreSQL 13+: no uuid-ossp extension needed.
    uuidExtension: 'pgcrypto',
    synchronize: false,
    migrationsRun: false,
    logger: new SqlLogger(opts.log.child({ component: 'typeorm' })),
    maxQueryExecutionTime: 500,
    extra: { max: opts.poolSize, application_name: 'framestock', ...poolTimeouts(opts.timeouts) },
  });
}

/** pg pool and connection settings for the timeouts (node-postgres option names). */
function poolTimeouts(t: DatabaseTimeouts | undefined) {
  if (!t) return {};
  return {
    Client: DeadlineClient,
    connectionTimeoutMillis: t.connectMs,
    keepAlive: true,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    ...(t.statementMs > 0 ? { statement_timeout: t.statementMs, query_timeout: t.statementMs + 1000 } : {}),
  };
}
