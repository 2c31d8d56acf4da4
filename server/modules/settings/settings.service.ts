/**
 * The settings' rules: what one reads (this instance's cache, or the row when
 * no cache runs, as in the worker) and how one changes them (checked as a
 * whole against the schema, refused over a newer save, audited with before
 * and after, announced to every instance).
 */
import type { AppDeps, Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { serviceKey } from '../../services.js';
import { audit } from '../audit/index.js';
import {
  type AdminSettings,
  ReviewPolicy,
  UpdateSettingsErrorCode,
  type UpdateSettingsInput,
  type UpdateSettingsPayload,
} from './settings.types.js';
import type { SettingsCache } from './settings-cache.js';
import { type SiteSettingsValues, settingsSchema } from './settings-schema.js';
import { loadSettings, type StoredSettings, saveSettings } from './settings-store.js';

export const SETTINGS_CACHE = serviceKey<SettingsCache>('settings.cache');

/** The settings in force: the instance's cache (kept fresh), else one read of the row. */
export async function currentSettings(deps: Pick<AppDeps, 'services' | 'db'>): Promise<SiteSettingsValues> {
  return (await storedSettings(deps)).values;
}

async function storedSettings(deps: Pick<AppDeps, 'services' | 'db'>): Promise<StoredSettings> {
  return deps.services.get(SETTINGS_CACHE)?.get() ?? loadSettings(deps.db);
}

export function toAdminSettings(s: StoredSettings): AdminSettings {
  return {
    ...s.values,
    reviewPolicy: s.values.reviewPolicy as ReviewPolicy,
    version: s.version,
    updatedAt: s.updatedAt,
    updatedById: s.updatedBy,
  };
}

export async function adminSettings(ctx: Context): Promise<AdminSettings> {
  // Read the row, not the cache: the form must start from the newest version.
  return toAdminSettings(await loadSettings(ctx.app.db));
}

/** The input laid over the current values: omitted fields keep theirs. */
function merged(current: SiteSettingsValues, input: UpdateSettingsInput): Record<string, unknown> {
  const { expectedVersion: _, features, limits, ...top } = input;
  const defined = <T extends object>(o: T | undefined) =>
    Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== null));
  return {
    ...current,
    ...defined(top),
    features: { ...current.features, ...defined(features) },
    limits: { ...current.limits, ...defined(limits) },
  };
}

/** The top-level and nested keys whose values differ, as `{ key: value }` of each side. */
function diff(before: SiteSettingsValues, after: SiteSettingsValues) {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  const walk = (a: Record<string, unknown>, b: Record<string, unknown>, prefix: string) => {
    for (const key of Object.keys(b)) {
      const [x, y] = [a[key], b[key]];
      if (typeof y === 'object' && y !== null)
        walk(x as Record<string, unknown>, y as Record<string, unknown>, `${key}.`);
      else if (x !== y) {
        from[prefix + key] = x;
        to[prefix + key] = y;
      }
    }
  };
  walk(before, after, '');
  return { before: from, after: to };
}

export async function updateSettings(ctx: Context, input: UpdateSettingsInput): Promise<UpdateSettingsPayload> {
  const viewer = await ctx.viewer();
  const result = await ctx.app.db.transaction(async (m) => {
    const current = await loadSettings(m, { lock: true });
    if (input.expectedVersion !== current.version) {
      return userError(
        UpdateSettingsErrorCode.STALE_VERSION,
        'Someone else saved the settings meanwhile. Reload to see their changes, then try again.',
        'expectedVersion',
      );
    }
    const parsed = settingsSchema.safeParse(merged(current.values, input));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return userError(
        UpdateSettingsErrorCode.INVALID_VALUE,
        issue?.message ?? 'Invalid value.',
        issue?.path.join('.'),
      );
    }
    const changes = diff(current.values, parsed.data);
    if (Object.keys(changes.after).length === 0) return current;
    const version = current.version + 1;
    await saveSettings(m, parsed.data, version, viewer?.id ?? null);
    await audit(
      ctx,
      { action: 'settings.updated', targetType: 'settings', targetId: 'site', data: { version, ...changes } },
      m,
    );
    return { values: parsed.data, version, updatedAt: new Date(), updatedBy: viewer?.id ?? null };
  });
  if ('code' in result) return { settings: null, errors: [result] };
  // This instance applies its own save at once; the others hear the NOTIFY.
  await ctx.app.services.get(SETTINGS_CACHE)?.check();
  return { settings: toAdminSettings(result), errors: [] };
}
