/**
 * Reading and writing the settings row. Every write bumps the version and
 * sends `NOTIFY site_settings` in the same transaction, so listening instances
 * hear of it only once it is committed.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { readStored, type SiteSettingsValues } from './settings-schema.js';
import { SiteSettingsEntity } from './site-settings.entity.js';

export const SETTINGS_CHANNEL = 'site_settings';

export interface StoredSettings {
  values: SiteSettingsValues;
  /** 0 while nobody has saved settings (the defaults apply). */
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export async function loadSettings(
  db: DataSource | EntityManager,
  opts: { lock?: boolean } = {},
): Promise<StoredSettings> {
  const m = 'manager' in db ? db.manager : db;
  const row = await m.findOne(SiteSettingsEntity, {
    where: { id: 1 },
    ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  return {
    values: readStored(row?.values),
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** The version alone: what a cache compares, one index lookup. */
export async function settingsVersion(db: DataSource): Promise<number> {
  const rows: { version: number }[] = await db.query('SELECT version FROM site_settings WHERE id = 1');
  return rows[0]?.version ?? 0;
}

/** Writes new values as the next version (inside the caller's transaction) and tells every instance. */
export async function saveSettings(
  m: EntityManager,
  values: SiteSettingsValues,
  version: number,
  updatedBy: string | null,
): Promise<void> {
  await m.query(
    `INSERT INTO site_settings (id, values, version, updated_by, updated_at) VALUES (1, $1, $2, $3, now())
     ON CONFLICT (id) DO UPDATE SET values = EXCLUDED.values, version = EXCLUDED.version,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [JSON.stringify(values), version, updatedBy],
  );
  await m.query('SELECT pg_notify($1, $2)', [SETTINGS_CHANNEL, String(version)]);
}
