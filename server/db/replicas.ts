/**
 * Read replicas (DATABASE_REPLICA_URLS): one data source per URL, entities
 * only (replicas follow the primary's schema; migrations run on the primary).
 * Which reads go there is decided per GraphQL operation
 * (graphql/replica-routing.ts).
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createDataSource, type DataSourceOptions } from './data-source.js';

export async function openReplicas(
  config: Config,
  log: Logger,
  entities: DataSourceOptions['entities'],
): Promise<DataSource[]> {
  const opened: DataSource[] = [];
  try {
    for (const url of config.database.replicaUrls) {
      const replica = createDataSource({ url, poolSize: config.database.poolSize, log, entities });
      await replica.initialize();
      opened.push(replica);
    }
  } catch (err) {
    await closeReplicas(opened);
    throw err;
  }
  if (opened.length) log.info({ replicas: opened.length }, 'read replicas connected');
  return opened;
}

export async function closeReplicas(replicas: readonly DataSource[]): Promise<void> {
  await Promise.all(replicas.map((r) => (r.isInitialized ? r.destroy() : undefined)));
}
