/**
 * Opens the app's long-lived parts from a config and the module list: the
 * database (+ migrations), storage, the job queue with every module's jobs,
 * and the dependencies every request and job receives. The web server
 * (server.ts), `npm run worker` and the CLI scripts all start here.
 */
import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { PubSub } from './db/pubsub.js';
import { closeReplicas, openReplicas } from './db/replicas.js';
import type { AppDeps } from './graphql/context.js';
import { maintenanceJobs } from './jobs/maintenance.js';
import { Jobs } from './jobs/queue.js';
import type { Logger } from './logger.js';
import { removeStaleWorkDirs } from './media/work-dirs.js';
import { type FramestockModule, type ModuleSet, moduleSet } from './module.js';
import { modules as allModules } from './modules/index.js';
import { ServiceRegistry } from './services.js';
import { createStorage } from './storage/index.js';
import { stagingCleanupJob } from './uploads/staging-cleanup.js';

export interface App {
  deps: AppDeps;
  database: Database;
  modules: ModuleSet;
  /** Stops the job runner (waiting up to `timeoutMs` for running jobs), then closes the database. */
  close(opts?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
}

export interface OpenAppOptions {
  /** Run job handlers in this process (else it only sends jobs). */
  work: boolean;
  /** An already open database (tests running two instances on one); the caller closes it. */
  database?: Database;
  /**
   * Where local-storage file URLs point. Without SITE_URL they are root-relative,
   * same origin as whatever host served the page; a worker has no page and
   * names the web server's origin.
   */
  storageBaseUrl?: string;
  modules?: readonly FramestockModule[];
}

export async function openApp(config: Config, log: Logger, opts: OpenAppOptions): Promise<App> {
  const modules = moduleSet(opts.modules ?? allModules);
  // Scratch copies of originals a killed process left in the temp dir (and any ffmpeg still working in them).
  await removeStaleWorkDirs(log);
  const database = opts.database ?? (await openDatabase(config, log, { migrate: true, entities: modules.entities }));
  let jobs: Jobs | undefined;
  let replicas: DataSource[] = [];
  try {
    const db = database.dataSource;
    replicas = await openReplicas(config, log, modules.entities);
    const storage = createStorage(config.storage, { baseUrl: opts.storageBaseUrl ?? config.siteUrl ?? '' });
    jobs = await Jobs.open(database.url, log, db);
    const deps: AppDeps = {
      config,
      db,
      log,
      storage,
      jobs,
      identity: modules.identity({ config, db }),
      erasers: modules.erasers,
      services: new ServiceRegistry(),
      replicas,
      pubsub: new PubSub(database.url, log),
    };
    await jobs.register([...maintenanceJobs(deps), stagingCleanupJob(deps), ...modules.jobs(deps)], {
      work: opts.work,
      log,
      pubsub: deps.pubsub,
    });
    const openJobs = jobs;
    return {
      deps,
      database,
      modules,
      async close({ graceful = true, timeoutMs = 10_000 } = {}) {
        await openJobs.stop({ graceful, timeoutMs });
        log.info('job runner stopped');
        await deps.pubsub.close();
        await closeReplicas(replicas);
        if (!opts.database) await database.close();
      },
    };
  } catch (err) {
    await jobs?.stop({ graceful: false }).catch(() => undefined);
    await closeReplicas(replicas);
    if (!opts.database) await database.close();
    throw err;
  }
}
