/**
 * Starts one PostgreSQL for the whole run (embedded, or DATABASE_URL when set)
 * and prepares a migrated template database that every test file clones.
 */
import 'reflect-metadata';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createDataSource } from '../../server/db/data-source.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../server/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of a maintenance database on the test cluster (for CREATE DATABASE). */
    pgAdminUrl: string;
    /** Name of the migrated template database to clone. */
    pgTemplate: string;
    /** A directory for files tests make (./media-fixtures.ts), removed when the run ends. */
    testFilesDir: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const log = pino({ level: 'warn' });
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = mkdtempSync(path.join(tmpdir(), 'framestock-test-pg-'));
    // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data dir.
    chmodSync(dir, 0o755);
    embedded = await startEmbeddedPostgres({
      dir: path.join(dir, 'data'),
      port: await freePort(),
      password: 'test',
      database: 'postgres',
      log,
    });
    adminUrl = embedded.url;
  }
  const template = `framestock_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
  await admin.query(`CREATE DATABASE "${template}"`);
  const ds = createDataSource({ url: withDatabase(adminUrl, template), poolSize: 2, log });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  // Removed here, at the end of the run: a worker runs many files in one module graph (isolate: false),
  // so a per-file hook in a shared support module would run for its first file only.
  const files = mkdtempSync(path.join(tmpdir(), 'framestock-test-files-'));
  project.provide('testFilesDir', files);

  return async () => {
    rmSync(files, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
