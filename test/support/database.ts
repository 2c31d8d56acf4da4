import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, cloned from the migrated template (fast: a file copy). */
export async function createTestDatabase(): Promise<TestDatabase> {
  return copyDatabase(inject('pgTemplate'));
}

/**
 * A copy of another test database as it is now (e.g. a read replica to
 * route to). Nothing may be connected to `source` while it is copied.
 */
export function copyTestDatabase(source: TestDatabase): Promise<TestDatabase> {
  return copyDatabase(new URL(source.url).pathname.slice(1));
}

async function copyDatabase(template: string): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
