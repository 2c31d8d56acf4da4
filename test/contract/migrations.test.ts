/** The schema is owned by migrations: they must describe exactly what the entities declare. */
import { readdirSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaSlugUnique1795574811034 } from '../../migrations/1795574811034-MediaSlugUnique.js';
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

describe('MediaSlugUnique', () => {
  it('gives cross-kind duplicate slugs new ones (ASSET keeps it, then IMAGE), then makes slugs unique', async () => {
    const ds = createDataSource({ url: db.url, poolSize: 1, log: pino({ level: 'silent' }), entities: [] });
    await ds.initialize();
    const qr = ds.createQueryRunner();
    const step = new MediaSlugUnique1795574811034();
    try {
      await qr.startTransaction();
      await step.down(qr);
      const insert = (kind: string, slug: string) =>
        qr.query(`INSERT INTO media (kind, title, slug) VALUES ($1, $2, $2) RETURNING id`, [kind, slug]);
      const [asset] = await insert('ASSET', 'sunset');
      const [audio] = await insert('AUDIO', 'sunset');
      const [image] = await insert('IMAGE', 'sunset');
      const [lonely] = await insert('AUDIO', 'rain');
      const [longImage] = await insert('IMAGE', 'x'.repeat(128));
      await insert('ASSET', 'x'.repeat(128));
      await step.up(qr);
      const slugOf = async (id: string) => (await qr.query('SELECT slug FROM media WHERE id = $1', [id]))[0].slug;
      expect(await slugOf(asset.id)).toBe('sunset');
      expect(await slugOf(image.id)).toBe(`sunset-${image.id.slice(0, 8)}`);
      expect(await slugOf(audio.id)).toBe(`sunset-${audio.id.slice(0, 8)}`);
      expect(await slugOf(lonely.id)).toBe('rain');
      expect(await slugOf(longImage.id)).toBe(`${'x'.repeat(119)}-${longImage.id.slice(0, 8)}`);
      await expect(insert('IMAGE', 'rain')).rejects.toThrow(/UQ_media_slug/);
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
      await ds.destroy();
    }
  });
});
