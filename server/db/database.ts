/**
 * Opens the database the config names — or the embedded one — and brings its
 * schema up to date. Shared by the server, the worker and the CLI scripts.
 */
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { type Config, loadSecrets } from '../config.js';
import type { Logger } from '../logger.js';
import { createDataSource, type DataSourceOptions } from './data-source.js';
import { type EmbeddedDatabase, openEmbeddedPostgres } from './embedded.js';

export interface Database {
  dataSource: DataSource;
  url: string;
  /** Set when this process started the embedded cluster, or adopted it from a dead owner (and so stops it on close). */
  embedded: EmbeddedDatabase | undefined;
  close(): Promise<void>;
}

export async function openDatabase(
  config: Config,
  log: Logger,
  opts: { migrate: boolean; entities?: DataSourceOptions['entities'] },
): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.database.url;
  if (!url) {
    const cluster = {
      dir: path.join(config.dataDir, 'postgres'),
      port: config.database.embeddedPort,
      password: loadSecrets(config.dataDir).embeddedPostgresPassword,
      database: 'framestock',
      log,
    };
    ({ url, embedded } = await openEmbeddedPostgres(cluster));
  }
  const dataSource = createDataSource({
    url,
    poolSize: config.database.poolSize,
    log,
    entities: opts.entities,
    timeouts: config.database.timeouts,
  });
  try {
    if (opts.migrate) await migrate(url, log);
    await dataSource.initialize();
  } catch (err) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw err;
  }
  return {
    dataSource,
    url,
    embedded,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      if (embedded) {
        await embedded.stop();
        log.info('embedded PostgreSQL stopped');
      }
    },
  };
}

/** Applies pending migrations on a connection of their own, without the request timeouts: a migration may take minutes. */
async function migrate(url: string, log: Logger): Promise<void> {
  const dataSource = createDataSource({ url, poolSize: 1, log });
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    if (ran.length > 0) log.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
  } finally {
    await dataSource.destroy();
  }
}
