/**
 * Boot: config → database → migrations → modules → jobs → http → start hooks.
 * `npm start` runs this after building. Shutdown (Ctrl-C, SIGTERM) runs the
 * other way: HTTP drains and background work stops, then the jobs, then the
 * database (the embedded one is in its own process group, so a terminal's
 * Ctrl-C reaches it only through this order).
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';
import { runStartHooks } from './start-hooks.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const log = createLogger(config.logLevel, config.isDev && process.stdout.isTTY === true);
  const started = Date.now();
  const starting = startServer(config, log);
  const stopping = new AbortController();
  let background: Promise<void> = Promise.resolve();

  // Handlers go in before anything starts: a signal during boot must still stop the
  // embedded database rather than kill the process and orphan it.
  let signals = 0;
  const shutdown = (signal: string) => {
    if (++signals > 1) {
      log.warn('second signal: exiting now');
      process.exit(1);
    }
    log.info({ signal }, 'shutting down');
    stopping.abort();
    starting
      .then((server) => server.stop({ background }))
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const server = await starting;
  const embedded = server.database.embedded !== undefined;
  ({ settled: background } = await runStartHooks(server.app.modules.modules, {
    deps: server.deps,
    embedded,
    signal: stopping.signal,
    log,
  }));
  log.info({ ms: Date.now() - started }, 'ready');
  console.log(`\n  Framestock is running at ${config.siteUrl ?? server.url}\n  GraphQL: ${server.url}/graphql\n`);
}

main().catch((err: unknown) => {
  console.error('Framestock failed to start:', err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
