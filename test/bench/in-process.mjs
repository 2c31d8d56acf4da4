// The app as a bench process runs it in itself: its own connection to a running server's
// database, a search index built here (browse and search answer from it, as in the server),
// and a way to execute a GraphQL document once and record every SQL statement it runs.
import 'reflect-metadata';
import path from 'node:path';

const dist = path.resolve('dist/node/server');

/** @param {Record<string, string>} env DATA_DIR and EMBEDDED_POSTGRES_PORT of the running server */
export async function openInProcess(env) {
  const { loadConfig } = await import(`${dist}/config.js`);
  const { openDatabase } = await import(`${dist}/db/database.js`);
  const { createLogger } = await import(`${dist}/logger.js`);
  const { createStorage } = await import(`${dist}/storage/index.js`);
  const { getSchema } = await import(`${dist}/graphql/schema.js`);
  const { createContext } = await import(`${dist}/graphql/context.js`);
  const { moduleSet } = await import(`${dist}/module.js`);
  const { modules } = await import(`${dist}/modules/index.js`);
  const { ServiceRegistry } = await import(`${dist}/services.js`);
  const { SearchIndexService } = await import(`${dist}/modules/search/index-service.js`);
  const { SEARCH_INDEX } = await import(`${dist}/modules/search/index.js`);
  const { execute, parse } = await import('graphql');
  const set = moduleSet(modules);
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'error' });
  const log = createLogger('error', false); // not the slow-SQL warnings of the captured runs
  const db = await openDatabase(config, log, { migrate: false, entities: set.entities });
  const services = new ServiceRegistry();
  globalThis.gc?.();
  const before = process.memoryUsage();
  const index = new SearchIndexService(db.dataSource, log, { startWaitMs: 3_600_000 });
  const t0 = performance.now();
  await index.start();
  const buildMs = performance.now() - t0;
  globalThis.gc?.();
  const after = process.memoryUsage();
  services.set(SEARCH_INDEX, index);
  const app = {
    config,
    db: db.dataSource,
    log,
    storage: createStorage(config.storage, { baseUrl: config.siteUrl ?? '' }),
    jobs: undefined,
    identity: set.identity({ config, db: db.dataSource }),
    erasers: set.erasers,
    services,
    replicas: [],
  };
  const schema = await getSchema(set.resolvers);
  const run = (document, variables) =>
    execute({
      schema,
      document: parse(document),
      variableValues: variables,
      contextValue: createContext(
        app,
        { headers: {}, id: 'bench', log, ip: '127.0.0.1', get: () => undefined },
        {
          setHeader() {},
          cookie() {},
          clearCookie() {},
        },
      ),
    });
  return {
    url: db.url,
    buildMs,
    status: index.status(),
    /** Heap and buffers grown by the index build. */
    grownMb: (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 1e6,
    /**
     * Runs a document three times and returns the statements of the second (every card read from the
     * database: the card cache emptied before it) and the third (the cards kept), and the third's result.
     */
    async capture(document, variables) {
      await run(document, variables);
      const inner = db.dataSource.logger;
      const once = async () => {
        const statements = [];
        // TypeORM calls connection.logger.logQuery(sql, parameters) before every statement.
        db.dataSource.logger = new Proxy(inner, {
          get: (target, prop) =>
            prop === 'logQuery' ? (sql, params) => statements.push({ sql, params: params ?? [] }) : target[prop],
        });
        try {
          const result = await run(document, variables);
          if (result.errors?.length) throw new Error(`failed in process: ${result.errors[0].message}`);
          return { statements, result };
        } finally {
          db.dataSource.logger = inner;
        }
      };
      index.cards.clear();
      const cold = await once();
      const warm = await once();
      return { cold: cold.statements, warm: warm.statements, result: warm.result };
    },
    async close() {
      await index.stop();
      await db.close();
    },
  };
}
