/** The schema is owned by migrations: they must describe exactly what the entities declare. */
import { readdirSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { createDataSource } from '../../server/db/data-source.js';
import { moduleSet } from '../../server/module.js';
import { modules } from '../../server/modules/index.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

describe('migrations', () => {
  it('lists every migration file in migrations/index.ts, in order', () => {
    const files = readdirSync('migrations')
      .filter((f) => /^\d+-.+\.ts$/.test(f))
      .sort();
    expect(migrations.map((m) => m.name)).toEqual(files.map((f) => f.replace(/^(\d+)-(.+)\.ts$/, '$2$1')));
  });

  it('leave nothing for the entities to change (run `npm run migration:generate -- migrations/Name`)', async () => {
    const ds = createDataSource({
      url: db.url,
      poolSize: 1,
      log: pino({ level: 'silent' }),
      entities: moduleSet(modules).entities,
    });
    await ds.initialize();
    try {
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query.trim())).toEqual([]);
    } finally {
      await ds.destroy();
    }
  });
});
