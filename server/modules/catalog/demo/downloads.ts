/**
 * A plausible download history for demo items, so that POPULAR (downloads in
 * the last 30 days, popularity.ts) differs visibly from all-time downloads:
 *  - a few TRENDING items: many downloads over the last two weeks, rising;
 *  - a few CLASSICS: popular two to eight months ago, quiet lately;
 *  - the rest: a trickle over the year.
 * Deterministic per item key (the same history on every machine). Written as
 * `media_download_days` rows; `download_count` becomes their sum and the
 * 30-day count is computed by the same refresh the hourly job runs.
 */
import type { DataSource } from 'typeorm';
import { addDays, refreshRecentDownloads, utcDay } from '../popularity.js';

const HISTORY_DAYS = 365;
/** How many items get each standout profile (the first ones in a stable shuffle of the keys). */
const TRENDING = 5;
const CLASSICS = 5;

type Profile = 'trending' | 'classic' | 'trickle';

/** FNV-1a: a stable 32-bit seed from an item key. */
function seedOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded generator in [0, 1). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Downloads `daysAgo` days before today for an item of this profile. */
function downloadsOn(profile: Profile, daysAgo: number, rnd: () => number): number {
  switch (profile) {
    case 'trending':
      // Rising over the last two weeks, a thin trickle before.
      return daysAgo < 14 ? 2 + Math.floor(rnd() * (16 - daysAgo)) : rnd() < 0.1 ? 1 : 0;
    case 'classic':
      // A big run two to eight months ago; almost nothing since.
      if (daysAgo >= 60 && daysAgo < 240) return rnd() < 0.7 ? 2 + Math.floor(rnd() * 8) : 0;
      return daysAgo < 60 && rnd() < 0.02 ? 1 : 0;
    default:
      return rnd() < 0.08 ? 1 + Math.floor(rnd() * 2) : 0;
  }
}

/**
 * Gives each item without any download history one (items that have some are
 * left alone, so a re-run adds nothing), then sets their all-time counts and
 * refreshes the 30-day counts. Returns how many items got a history.
 */
export async function seedDownloadHistory(
  db: DataSource,
  items: { id: string; key: string }[],
  now: Date = new Date(),
): Promise<number> {
  const withHistory = new Set(
    (
      (await db.query('SELECT DISTINCT media_id FROM media_download_days WHERE media_id = ANY($1::uuid[])', [
        items.map((i) => i.id),
      ])) as { media_id: string }[]
    ).map((r) => r.media_id),
  );
  const fresh = items.filter((i) => !withHistory.has(i.id));
  if (fresh.length === 0) return 0;

  // A stable shuffle by key picks the standouts.
  const ranked = [...fresh].sort(
    (a, b) => seedOf(`rank:${a.key}`) - seedOf(`rank:${b.key}`) || (a.key < b.key ? -1 : 1),
  );
  const profileOf = new Map<string, Profile>(
    ranked.map((item, i) => [item.id, i < TRENDING ? 'trending' : i < TRENDING + CLASSICS ? 'classic' : 'trickle']),
  );
  const today = utcDay(now);
  const mediaIds: string[] = [];
  const days: string[] = [];
  const counts: number[] = [];
  for (const item of fresh) {
    const rnd = random(seedOf(item.key));
    for (let daysAgo = 0; daysAgo < HISTORY_DAYS; daysAgo++) {
      const n = downloadsOn(profileOf.get(item.id) ?? 'trickle', daysAgo, rnd);
      if (n > 0) {
        mediaIds.push(item.id);
        days.push(addDays(today, -daysAgo));
        counts.push(n);
      }
    }
  }
  await db.transaction(async (m) => {
    await m.query(
      `INSERT INTO media_download_days (media_id, day, downloads)
       SELECT * FROM unnest($1::uuid[], $2::date[], $3::int[])`,
      [mediaIds, days, counts],
    );
    await m.query(
      `UPDATE media m SET download_count = COALESCE(
                (SELECT sum(d.downloads) FROM media_download_days d WHERE d.media_id = m.id), 0)
        WHERE m.id = ANY ($1::uuid[])`,
      [fresh.map((i) => i.id)],
    );
  });
  await refreshRecentDownloads(db, now);
  return fresh.length;
}
