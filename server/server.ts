/**
 * Assembles one running server from a config: the app's long-lived parts
 * (boot.ts: database + migrations, storage, jobs) and HTTP. main.ts runs it
 * for real; tests run it on port 0 against their own database.
 */
import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type App, type OpenAppOptions, openApp } from './boot.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { AppDeps } from './graphql/context.js';
import { getSchema } from './graphql/schema.js';
import { createHttpApp, defaultClientDir } from './http/app.js';
import type { Logger } from './logger.js';
import type { Service } from './services.js';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  database: Database;
  app: App;
  httpServer: Server;
  /**
   * Stops accepting, lets in-flight requests finish (≤ 10 s) and waits for
   * `opts.background` (work that uses jobs and the database), then stops the
   * jobs, then closes the database: the database goes last.
   */
  stop(opts?: { background?: Promise<unknown> }): Promise<void>;
}

export async function startServer(
  config: Config,
  log: Logger,
  opts: { clientDir?: string } & Pick<OpenAppOptions, 'database' | 'modules'> = {},
): Promise<RunningServer> {
  const app = await openApp(config, log, { work: config.jobs.inProcess, ...opts });
  const httpServer = createServer();
  const started: Service[] = [];
  const stopServices = async () => {
    for (const s of started.reverse()) await s.stop();
    started.length = 0;
  };
  try {
    const { deps, modules } = app;
    for (const { key, service } of modules.services(deps)) {
      deps.services.set(key, service);
      await service.start();
      started.push(service);
    }
    const http = await createHttpApp(deps, modules, await getSchema(modules.resolvers), httpServer, {
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
    let stopping: Promise<void> | undefined;
    return {
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
      deps,
      database: app.database,
      app,
      httpServer,
      stop({ background } = {}) {
        stopping ??= (async () => {
          // Apollo's drain plugin closes the listener and waits for in-flight requests.
          const forced = setTimeout(() => httpServer.closeAllConnections(), 10_000);
          await Promise.all([http.stop(), background]);
          clearTimeout(forced);
          await stopServices();
          log.info('HTTP server closed');
          await app.close();
        })();
        return stopping;
      },
    };
  } catch (err) {
    httpServer.close();
    await stopServices();
    await app.close({ graceful: false });
    throw err;
  }
}
