import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import { IdempotencyRecordEntity } from '../http/idempotency.entity.js';
import { JobLeaseEntity } from '../jobs/job-lease.entity.js';
import { EmailOutboxEntity } from '../mail/outbox.entity.js';
import { SqlLogger } from './sql-logger.js';

// biome-ignore lint/complexity/noBannedTypes: TypeORM takes bare entity classes
type EntityClass = Function;

/** Tables of the platform itself; every other entity comes from a module's manifest. */
const PLATFORM_ENTITIES: readonly EntityClass[] = [IdempotencyRecordEntity, EmailOutboxEntity, JobLeaseEntity];

export interface DataSourceOptions {
  url: string;
  poolSize: number;
  log: Logger;
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
    extra: { max: opts.poolSize, application_name: 'framestock' },
  });
}
