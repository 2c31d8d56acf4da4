/** `npm run migration:run`: applies pending migrations to the configured (or embedded) database. */
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createLogger } from '../logger.js';

const config = loadConfig();
const db = await openDatabase(config, createLogger(config.logLevel, false), { migrate: true });
const pending = await db.dataSource.showMigrations();
await db.close();
console.log(pending ? 'migrations still pending' : 'database schema is up to date');
