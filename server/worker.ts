/** `npm run worker`: runs background jobs only, for scaling them apart from the web servers. */
import 'reflect-metadata';
import { openApp } from './boot.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';

const config = loadConfig();
const log = createLogger(config.logLevel, config.isDev && process.stdout.isTTY === true);
// The local driver builds file URLs from the web servers’ origin (SITE_URL in production).
const app = await openApp(config, log, {
  work: true,
  storageBaseUrl: config.siteUrl ?? `http://localhost:${config.port}`,
});
log.info('worker running');

const stop = async () => {
  await app.close({ timeoutMs: 30_000 });
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
