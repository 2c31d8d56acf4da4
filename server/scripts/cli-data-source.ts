/**
 * The data source the TypeORM CLI loads (`npm run migration:generate`): the
 * configured database, or the embedded one, with migrations already applied
 * so the CLI diffs entities against the current schema.
 */
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createLogger } from '../logger.js';
import { moduleSet } from '../module.js';
import { modules } from '../modules/index.js';

const config = loadConfig();
const db = await openDatabase(config, createLogger('warn', false), {
  migrate: true,
  entities: moduleSet(modules).entities,
});
// The CLI initialises the data source itself: hand it a fresh, closed one.
await db.dataSource.destroy();
for (const sig of ['exit', 'SIGINT', 'SIGTERM'] as const) process.once(sig, () => void db.embedded?.stop());

export default db.dataSource;
