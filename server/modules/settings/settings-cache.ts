/**
 * Each web instance keeps the settings in memory and follows changes: a
 * `LISTEN site_settings` connection hears a save as soon as it commits, and a
 * version check every 2 s catches anything a lost connection missed. Either
 * way a change made on one instance applies on all within a few seconds, with
 * no restart. `npm run worker` runs no services: it reads the row when asked.
 */
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger.js';
import type { Service } from '../../services.js';
import { DEFAULT_SETTINGS } from './settings-schema.js';
import { loadSettings, SETTINGS_CHANNEL, type StoredSettings, settingsVersion } from './settings-store.js';

/** Longest a missed notification can go unnoticed. */
export const SETTINGS_POLL_MS = 2000;

export class SettingsCache implements Service {
  private current: StoredSettings = { values: DEFAULT_SETTINGS, version: 0, updatedAt: null, updatedBy: null };
  private listener: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.current = await loadSettings(this.db);
    await this.listen();
    this.timer = setInterval(() => void this.check().catch(() => undefined), SETTINGS_POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  /** The settings as this instance knows them now. */
  get(): StoredSettings {
    return this.current;
  }

  /** Reloads when the stored version differs (also called right after this instance saves). */
  async check(): Promise<void> {
    if (this.stopped) return;
    if ((await settingsVersion(this.db)) !== this.current.version) await this.reload();
  }

  private async reload(): Promise<void> {
    const next = await loadSettings(this.db);
    // Two reloads may race: keep the newer.
    if (next.version >= this.current.version) this.current = next;
  }

  private async listen(): Promise<void> {
    const url = (this.db.options as { url?: string }).url;
    if (this.stopped || !url) return;
    const client = new pg.Client({ connectionString: url, application_name: 'framestock-settings' });
    client.on('notification', () => void this.reload().catch(() => undefined));
    client.on('error', (err) => {
      if (this.stopped) return;
      // The poll keeps settings fresh meanwhile.
      this.log.warn({ err }, 'settings: change listener lost; listening again in 5 s');
      this.listener = null;
      void client.end().catch(() => undefined);
      setTimeout(() => void this.listen(), 5000).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SETTINGS_CHANNEL}`);
      if (this.stopped) await client.end();
      else this.listener = client;
    } catch (err) {
      this.log.warn({ err }, 'settings: cannot listen for changes; polling only');
      void client.end().catch(() => undefined);
    }
  }
}
