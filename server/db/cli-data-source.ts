/**
 * The data source the TypeORM CLI loads (`npm run migration:generate`): the
 * configured database, or the embedded one, with migrations already applied
 * so the CLI diffs entities against the current schema.
 */
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from './database.js';

const config = loadConfig();
const db = await openDatabase(config, createLogger('warn', false), { migrate: true });
// The CLI initialises the data source itself: hand it a fresh, closed one.
await db.dataSource.destroy();
for (const sig of ['exit', 'SIGINT', 'SIGTERM'] as const) process.once(sig, () => void db.embedded?.stop());

export default db.dataSource;
