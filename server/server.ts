/**
 * Assembles one running server from a config: database (+ migrations),
 * storage, jobs and HTTP. main.ts runs it for real; tests run it on port 0
 * against their own database.
 */
import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import type { AppDeps } from './graphql/context.js';
import { getSchema } from './graphql/schema.js';
import { createHttpApp, defaultClientDir } from './http/app.js';
import { type Jobs, startJobs } from './jobs/queue.js';
import type { Logger } from './logger.js';
import { createStorage } from './storage/index.js';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  database: Database;
  jobs: Jobs;
  httpServer: Server;
  /** Stops accepting, lets in-flight requests finish (≤ 10 s), then closes jobs and the database. */
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  log: Logger,
  opts: { clientDir?: string; database?: Database } = {},
): Promise<RunningServer> {
  const database = opts.database ?? (await openDatabase(config, log, { migrate: true }));
  const httpServer = createServer();
  let jobs: Jobs | undefined;
  try {
    const storage = createStorage(config.storage, {
      // Without SITE_URL, file URLs are root-relative: same origin as whatever host served the page.
      baseUrl: config.siteUrl ?? '',
    });
    jobs = await startJobs(
      database.url,
      { db: database.dataSource, log, config, storage },
      { work: config.jobs.inProcess },
    );
    const deps: AppDeps = { config, db: database.dataSource, log, storage, jobs };
    const http = await createHttpApp(deps, await getSchema(), httpServer, {
      clientDir: opts.clientDir ?? defaultClientDir(),
    });
    httpServer.on('request', http.app);
    // Keep-alive sockets must not outlive a shutdown; headers must arrive promptly.
    httpServer.keepAliveTimeout = 5_000;
    httpServer.headersTimeout = 10_000;
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, resolve);
    });
    const { port } = httpServer.address() as AddressInfo;
    const runningJobs = jobs;
    let stopping: Promise<void> | undefined;
    return {
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
      deps,
      database,
      jobs: runningJobs,
      httpServer,
      stop() {
        stopping ??= (async () => {
          // Apollo's drain plugin closes the listener and waits for in-flight requests.
          const forced = setTimeout(() => httpServer.closeAllConnections(), 10_000);
          await http.stop();
          clearTimeout(forced);
          await runningJobs.stop({ graceful: true, wait: true, timeout: 10_000 });
          await database.close();
        })();
        return stopping;
      },
    };
  } catch (err) {
    await jobs?.stop({ graceful: false, wait: true }).catch(() => undefined);
    httpServer.close();
    if (!opts.database) await database.close();
    throw err;
  }
}
