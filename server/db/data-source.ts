import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import { entities } from './entities.js';
import { SqlLogger } from './sql-logger.js';

export interface DataSourceOptions {
  url: string;
  poolSize: number;
  log: Logger;
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
    entities,
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
