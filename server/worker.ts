/** `npm run worker`: runs background jobs only, for scaling them apart from the web servers. */
import 'reflect-metadata';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { startJobs } from './jobs/queue.js';
import { createLogger } from './logger.js';
import { createStorage } from './storage/index.js';

const config = loadConfig();
const log = createLogger(config.logLevel, config.isDev && process.stdout.isTTY === true);
const database = await openDatabase(config, log, { migrate: true });
// The local driver builds file URLs from the web servers’ origin (SITE_URL in production).
const storage = createStorage(config.storage, { baseUrl: config.siteUrl ?? `http://localhost:${config.port}` });
const jobs = await startJobs(database.url, { db: database.dataSource, log, config, storage }, { work: true });
log.info('worker running');

const stop = async () => {
  await jobs.stop({ graceful: true, wait: true, timeout: 30_000 });
  await database.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
