/**
 * Bench-scale catalogue (`npm run seed:demo -- --count N`): N published rows
 * — a million in a few minutes — without processing N files.
 *
 * A few processed demo items serve as samples. Their objects are copied ONCE
 * to `demo-bulk/<sampleId>/…`, and every bulk row gets `stored_files` rows
 * pointing at those copies: thousands of rows SHARE the same objects.
 *
 * RISK: deleting a bulk row queues deletion of the objects its file rows
 * name, which takes the shared copies away from every other bulk row of
 * that sample (the demo items themselves are safe: their own objects live
 * under `media/<id>/`). Bulk rows are marked `upload_id = 'demo-bulk:<n>'`
 * so a cleanup can tell them apart: deletion should skip any path still
 * referenced by another `stored_files` row. Reprocessing a bulk row is safe:
 * it writes fresh derivatives under the row's own `media/<id>/` prefix.
 *
 * The rows are made by PostgreSQL itself: one statement per chunk of
 * CHUNK rows generates them from `generate_series` and inserts the media,
 * their tags, platforms, file rows and download days together (data-modifying
 * CTEs), on two connections at once. Every value is a deterministic function
 * of the row number n, so a catalogue is the same on every machine.
 * Titles ("Neon Pulse Cinematic Transition"), descriptions, tags, categories,
 * genres and moods are drawn from BULK_WORDS and the taxonomy with a skewed
 * distribution (word i with probability ∝ ln((i+2)/(i+1)), about 1/i):
 * a few words are everywhere, most are rare, as in a real catalogue.
 * `platform_ids` is written right away (the sync trigger is off for the session),
 * the facet classes by the usual trigger.
 *
 * Foreign keys: every row a chunk inserts references the media rows the same
 * statement inserts, or the uploader, categories, tags and platforms read at
 * the start. Those are held with FOR KEY SHARE by a guard transaction for the
 * whole build, so the workers run with `session_replication_role = replica`:
 * PostgreSQL then skips its per-row checks (a trigger and a locking lookup of
 * the parent for each of ~10 child rows per item: half a build's time), as
 * `pg_restore --disable-triggers` does. Setting it takes superuser rights,
 * which the embedded database's role has; without them the checks run.
 *
 * Downloads: an all-time count, and a 30-day count (what POPULAR sorts by)
 * backed by ONE `media_download_days` row inside the window, so the hourly
 * refresh (popularity.ts) keeps it until that day leaves the window; not a
 * full daily history, which would be a million rows per day of it.
 */
import type { QueryRunner } from 'typeorm';
import type { AppDeps } from '../../../graphql/context.js';
import { RECENT_DOWNLOAD_DAYS } from '../popularity.js';
import { BULK_WORDS } from './catalogue.js';
import { DEMO_UPLOAD_PREFIX, demoUploader, seedDemoCatalogue } from './seed.js';

export const BULK_UPLOAD_PREFIX = 'demo-bulk:';
const CHUNK = 20_000;
const WORKERS = 2;
/** SQLSTATE 42501: the role may not do this (here: set session_replication_role). */
const INSUFFICIENT_PRIVILEGE = '42501';

interface SampleRow {
  id: string;
  kind: 'ASSET' | 'IMAGE' | 'AUDIO';
  asset_type: string | null;
  is_sound_effect: boolean | null;
  width: number | null;
  height: number | null;
  orientation: string | null;
  duration_seconds: number | null;
  fps: number | null;
  has_alpha: boolean | null;
  is_loop: boolean | null;
  musical_key: string | null;
  original_filename: string;
}

interface SampleFile {
  s: number;
  /** Its position among the sample's files (part of each copy's id). */
  k: number;
  role: string;
  bucket_kind: 'public' | 'private';
  bucket: string;
  full_path: string;
  name: string;
  size: number;
  content_type: string;
  time_created: Date;
  updated: Date;
  md5_hash: string;
  custom_metadata: Record<string, string>;
}

export interface BulkResult {
  inserted: number;
  total: number;
  samples: number;
  ms: number;
}

/** A uniform number in [0, 1) from the row number and a salt (hashint8 is PostgreSQL's own hash). */
const uniform = (salt: number, n = 'n') =>
  `((hashint8(${n}::bigint * 1000 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;
/** A 1-based index into an array of `length` elements, skewed towards the first (see the file header). */
const skewed = (length: string, salt: number) =>
  `(1 + LEAST(${length} - 1, floor(exp(${uniform(salt)} * ln(${length} + 1)) - 1)::int))`;
const pick = (array: string, salt: number) => `${array}[${skewed(`cardinality(${array})`, salt)}]`;
/**
 * A UUIDv7 (RFC 9562) made of the run's start in milliseconds and the row number (26 bits, in the version's
 * "rand_a" and the top of "rand_b"), the rest random: every index keyed by a media id (its primary key, its
 * tags, platforms, files and download days) is appended to at its end instead of at random pages, which had
 * a million-row build writing all over indexes larger than memory (100k rows onto 200k: 49 s → 41 s).
 */
const orderedId = (n: string) => {
  const ms = "lpad(to_hex((extract(epoch FROM c.now) * 1000)::bigint), 12, '0')";
  return `(substr(${ms}, 1, 8) || '-' || substr(${ms}, 9, 4)
           || '-7' || lpad(to_hex((${n} >> 14) & 4095), 3, '0')
           || '-' || to_hex(32768 | (${n} & 16383))
           || '-' || right(gen_random_uuid()::text, 12))::uuid`;
};

/**
 * The generator. Parameters: $1..$2 the row numbers; then the constants, named
 * in the first CTE: the samples by 1-based index s, the words, categories per
 * kind, tags (most common first), platforms (CapCut first), the uploader,
 * "now" and the samples' file rows.
 */
const GENERATE = `
WITH c AS MATERIALIZED (
  SELECT $3::text[] AS kinds, $4::text[] AS asset_types, $5::bool[] AS sfx, $6::int[] AS widths,
         $7::int[] AS heights, $8::text[] AS orientations, $9::float8[] AS durations, $10::float8[] AS fps,
         $11::bool[] AS alpha, $12::text[] AS keys, $13::text[] AS file_names, $14::text[] AS suffixes,
         $15::text[] AS adjectives, $16::text[] AS nouns, $17::text[] AS descriptors, $18::text[] AS genres,
         $19::text[] AS moods, $20::text[] AS uses, $21::uuid[] AS asset_categories,
         $22::uuid[] AS image_categories, $23::uuid[] AS audio_categories, $24::uuid[] AS tags,
         $25::uuid[] AS platforms, $26::uuid AS uploader, $27::timestamptz AS now, $28::jsonb AS files
),
gen AS (
  SELECT g.n, g.s, ${orderedId('g.n')} AS id, c.kinds[g.s] AS kind, COALESCE(c.sfx[g.s], false) AS sfx,
         w.noun, w.title,
         (c.now - ${uniform(30)} * interval '365 days') AS published_at,
         (floor(exp(${uniform(31)} * ln(801))) - 1)::int AS downloads,
         (floor(exp(${uniform(32)} * ln(98))) - 1)::int AS recent
    FROM c
    CROSS JOIN LATERAL (SELECT n, 1 + n % cardinality(c.kinds) AS s FROM generate_series($1::int, $2::int) AS n) g
    CROSS JOIN LATERAL (SELECT ${pick('c.nouns', 2)} AS noun) nw
    CROSS JOIN LATERAL (
      SELECT nw.noun,
             ${pick('c.adjectives', 1)} || ' ' || nw.noun
             || CASE WHEN ${uniform(3)} < 0.3 THEN ' ' || initcap(${pick('c.descriptors', 4)}) ELSE '' END
             || ' ' || (string_to_array(c.suffixes[g.s], '|'))[1 + floor(${uniform(5)} * 4)::int] AS title
    ) w
),
rows AS (
  SELECT gen.*,
         CASE gen.kind WHEN 'ASSET' THEN ${pick('c.asset_categories', 6)}
                       WHEN 'IMAGE' THEN ${pick('c.image_categories', 6)}
                       ELSE ${pick('c.audio_categories', 6)} END AS category_id,
         ARRAY(SELECT DISTINCT c.tags[1 + LEAST(cardinality(c.tags) - 1,
                 floor(exp(((hashint8(gen.n::bigint * 1000 + 10 + k) & 2147483647)::float8 / 2147483648.0)
                           * ln(cardinality(c.tags) + 1)) - 1)::int)]
                 FROM generate_series(0, gen.n % 3) AS k) AS tag_ids,
         ARRAY(SELECT DISTINCT p FROM unnest(ARRAY[
                 CASE WHEN gen.n % 5 <> 4 THEN c.platforms[1] END,
                 c.platforms[2 + (gen.n * 3) % (cardinality(c.platforms) - 1)],
                 CASE WHEN gen.n % 2 = 0 THEN c.platforms[2 + (gen.n * 5 + 2) % (cardinality(c.platforms) - 1)] END
               ]) AS p WHERE p IS NOT NULL ORDER BY p) AS platform_ids
    FROM gen CROSS JOIN c
),
media_rows AS (
  INSERT INTO media (id, kind, title, slug, description, category_id, access, price_cents, status,
                     submitted_at, published_at, processing, processed_at, upload_id, original_filename,
                     uploader_id, width, height, orientation, duration_seconds, asset_type, fps, has_alpha,
                     bpm, musical_key, genre, mood, is_loop, is_sound_effect, view_count, download_count,
                     favorite_count, recent_download_count, created_at, updated_at, platform_ids)
  SELECT r.id, r.kind, r.title,
         trim(both '-' from lower(regexp_replace(r.title, '[^A-Za-z0-9]+', '-', 'g'))) || '-' || r.n,
         r.title || ': ' || ${pick('c.descriptors', 7)} || ', ' || ${pick('c.descriptors', 8)} || ' '
           || lower(r.noun) || ' for ' || c.uses[1 + r.n % cardinality(c.uses)] || '.',
         r.category_id,
         CASE WHEN r.n % 3 = 0 THEN 'FREE' ELSE 'PREMIUM' END,
         CASE WHEN r.n % 3 <> 0 AND r.n % 10 = 0 THEN 499 ELSE 0 END,
         'PUBLISHED', r.published_at, r.published_at, 'READY', r.published_at - ((r.n * 31) % 72) * interval '1 hour',
         '${BULK_UPLOAD_PREFIX}' || r.n, c.file_names[r.s], c.uploader, c.widths[r.s], c.heights[r.s],
         c.orientations[r.s],
         round((c.durations[r.s] * (0.5 + ((r.n * 37) % 100) / 40.0))::numeric, 2)::float8,
         c.asset_types[r.s], c.fps[r.s], c.alpha[r.s],
         CASE WHEN r.kind = 'AUDIO' AND NOT r.sfx THEN 70 + floor(${uniform(20)} * 91)::int END,
         c.keys[r.s],
         CASE WHEN r.kind = 'AUDIO' THEN CASE WHEN r.sfx THEN 'Sound effect' ELSE ${pick('c.genres', 21)} END END,
         CASE WHEN r.kind = 'AUDIO' THEN ${pick('c.moods', 22)} END,
         CASE WHEN r.kind = 'AUDIO' THEN NOT r.sfx END,
         CASE WHEN r.kind = 'AUDIO' THEN r.sfx END,
         (r.n::bigint * 7907) % 5000, r.downloads, (r.n::bigint * 1299709) % 300, LEAST(r.downloads, r.recent),
         r.published_at - ((r.n * 31) % 72) * interval '1 hour', r.published_at, r.platform_ids
    FROM rows r CROSS JOIN c
  RETURNING 1
),
tag_rows AS (
  INSERT INTO media_tags (media_id, tag_id) SELECT id, unnest(tag_ids) FROM rows
),
platform_rows AS (
  INSERT INTO media_platforms (media_id, platform_id) SELECT id, unnest(platform_ids) FROM rows
),
file_rows AS (
  INSERT INTO stored_files (id, media_id, role, bucket_kind, bucket, full_path, name, size, content_type,
                            time_created, updated, md5_hash, custom_metadata)
  -- Ordered like the media id: the item's id with the file's position in place of its last bytes.
  SELECT encode(overlay(uuid_send(r.id) placing int2send(f.k::smallint) FROM 11 FOR 2), 'hex')::uuid, r.id, f.role, f.bucket_kind, f.bucket, f.full_path, f.name, f.size, f.content_type,
         f.time_created, f.updated, f.md5_hash, f.custom_metadata
    FROM rows r
    CROSS JOIN c
    JOIN jsonb_to_recordset(c.files) AS f(s int, role text, bucket_kind text, bucket text, full_path text,
         name text, size bigint, content_type text, time_created timestamptz, updated timestamptz,
         md5_hash text, custom_metadata jsonb, k int) ON f.s = r.s - 1
),
day_rows AS (
  INSERT INTO media_download_days (media_id, day, downloads)
  SELECT r.id, (c.now AT TIME ZONE 'UTC')::date - (r.n % ${RECENT_DOWNLOAD_DAYS}), LEAST(r.downloads, r.recent)
    FROM rows r CROSS JOIN c WHERE LEAST(r.downloads, r.recent) > 0
)
SELECT count(*)::int AS inserted FROM media_rows`;

export async function seedBulkCatalogue(deps: AppDeps, count: number): Promise<BulkResult> {
  const started = Date.now();
  const { db, log } = deps;
  let samples = await loadSamples(deps);
  if (samples.length === 0) {
    log.info('bulk seed: no processed demo items to copy yet; seeding one of each kind first');
    await seedDemoCatalogue(deps, { perGroup: 1 });
    samples = await loadSamples(deps);
  }
  if (samples.length === 0) throw new Error('No processed demo item to use as a sample: see the log of the demo seed.');
  const files = await copySampleFiles(deps, samples);

  const [{ existing }] = (await db.query(
    `SELECT count(*)::int AS existing FROM media WHERE upload_id LIKE '${BULK_UPLOAD_PREFIX}%'`,
  )) as [{ existing: number }];
  if (existing >= count) {
    log.info({ existing, count }, 'bulk seed: already at the requested count');
    return { inserted: 0, total: existing, samples: samples.length, ms: Date.now() - started };
  }

  // The descriptors are tags too; the tag list runs from the most common word to the rarest.
  const descriptors = BULK_WORDS.descriptors.map((d) => d.toLowerCase());
  await db.query(
    'INSERT INTO tags (name, slug) SELECT d, d FROM unnest($1::text[]) AS d ON CONFLICT (slug) DO NOTHING',
    [descriptors],
  );
  const uploaderId = await demoUploader(deps);
  const guard = db.createQueryRunner();
  await guard.connect();
  let inserted: number;
  try {
    await guard.startTransaction();
    // The guard only waits while the workers write, for minutes at a million rows: the pool's idle-in-transaction
    // limit (15 s) would end it and drop the locks. If this process dies, its connection and the locks go with it.
    await guard.query('SET LOCAL idle_in_transaction_session_timeout = 0');
    inserted = await insertRows(deps, guard, { count, existing, samples, files, uploaderId, descriptors });
    await guard.commitTransaction();
  } finally {
    if (guard.isTransactionActive) await guard.rollbackTransaction();
    await guard.release();
  }
  // Fresh statistics for the planner now, not whenever autovacuum gets to the tables: a server started right after
  // a build otherwise plans its first requests for the tables as they were before it (pg_restore's advice too).
  // VACUUM too: millions of inserted rows otherwise wake autovacuum about a minute after the next start (its insert
  // threshold), and it scans them for minutes while the server takes its first requests. Here it takes seconds
  // (~5 s at 1M) and leaves the visibility map set, so index-only scans need not visit the heap.
  await db.query('VACUUM (ANALYZE) media, media_tags, media_platforms, stored_files, media_download_days');
  await db.query('INSERT INTO search_changes (media_id, taxonomy) VALUES (NULL, false)');
  await db.query("SELECT pg_notify('search_changes', '')");
  // One audit entry for the batch: a million entries would only bury the real history.
  await db.query(
    `INSERT INTO audit_log (actor_id, action, target_type, target_id, data)
     VALUES ($1, 'media.seeded-bulk', 'media', 'demo-bulk', $2)`,
    [uploaderId, { inserted, total: count, samples: samples.map((s) => s.id) }],
  );
  const result = { inserted, total: existing + inserted, samples: samples.length, ms: Date.now() - started };
  log.info(result, 'bulk seed: done');
  return result;
}

/**
 * Reads what the rows reference in `guard`'s transaction, holding it (FOR KEY SHARE: nothing it names can be
 * deleted until the guard commits), and inserts the rows from `existing + 1` to `count` on WORKERS connections.
 * Returns how many it inserted; the guard is released before the build's closing steps.
 */
async function insertRows(
  deps: AppDeps,
  guard: QueryRunner,
  input: {
    count: number;
    existing: number;
    samples: SampleRow[];
    files: SampleFile[];
    uploaderId: string;
    descriptors: string[];
  },
): Promise<number> {
  const { db, log } = deps;
  const { count, existing, samples, files, uploaderId, descriptors } = input;
  if ((await guard.query('SELECT id FROM users WHERE id = $1 FOR KEY SHARE', [uploaderId])).length === 0) {
    throw new Error('The demo uploader was deleted while the bulk seed started: run it again.');
  }
  const categories = (await guard.query(
    'SELECT id, kind FROM categories ORDER BY kind, position, slug FOR KEY SHARE',
  )) as {
    id: string;
    kind: string;
  }[];
  const categoriesOf = (kind: string) => categories.filter((c) => c.kind === kind).map((c) => c.id);
  const categoryIds = { ASSET: categoriesOf('ASSET'), IMAGE: categoriesOf('IMAGE'), AUDIO: categoriesOf('AUDIO') };
  for (const [kind, ids] of Object.entries(categoryIds)) {
    if (ids.length === 0) throw new Error(`No ${kind} category to file bulk rows under.`);
  }
  const tagIds = (
    (await guard.query(
      `SELECT t.id FROM tags t LEFT JOIN unnest($1::text[]) WITH ORDINALITY AS d(slug, i) ON d.slug = t.slug
        ORDER BY d.i NULLS LAST, t.slug FOR KEY SHARE OF t`,
      [descriptors],
    )) as { id: string }[]
  ).map((t) => t.id);
  const platforms = (
    (await guard.query('SELECT id FROM platforms ORDER BY position, name FOR KEY SHARE')) as { id: string }[]
  ).map((p) => p.id);
  if (platforms.length < 2) throw new Error('The bulk seed needs at least two platforms.');

  const suffixOf = (s: SampleRow) =>
    (s.kind === 'IMAGE'
      ? BULK_WORDS.suffix.IMAGE
      : s.kind === 'AUDIO'
        ? s.is_sound_effect
          ? BULK_WORDS.suffix.SFX
          : BULK_WORDS.suffix.MUSIC
        : (BULK_WORDS.suffix[(s.asset_type ?? 'ANIMATION') as keyof typeof BULK_WORDS.suffix] ??
          BULK_WORDS.suffix.ANIMATION)
    ).join('|');
  const constants = [
    samples.map((s) => s.kind),
    samples.map((s) => s.asset_type),
    samples.map((s) => s.is_sound_effect),
    samples.map((s) => s.width),
    samples.map((s) => s.height),
    samples.map((s) => s.orientation),
    samples.map((s) => s.duration_seconds),
    samples.map((s) => s.fps),
    samples.map((s) => s.has_alpha),
    samples.map((s) => s.musical_key),
    samples.map((s) => s.original_filename),
    samples.map(suffixOf),
    BULK_WORDS.adjectives,
    BULK_WORDS.nouns,
    descriptors,
    BULK_WORDS.genres,
    BULK_WORDS.moods,
    BULK_WORDS.uses,
    categoryIds.ASSET,
    categoryIds.IMAGE,
    categoryIds.AUDIO,
    tagIds,
    platforms,
    uploaderId,
    new Date(),
    JSON.stringify(files),
  ];

  const chunks: [number, number][] = [];
  for (let from = existing + 1; from <= count; from += CHUNK) chunks.push([from, Math.min(count, from + CHUNK - 1)]);
  let inserted = 0;
  let checked = false;
  const worker = async () => {
    const runner = db.createQueryRunner();
    try {
      await runner.connect();
      // The references are held by the guard: PostgreSQL's per-row checks of them would only repeat it.
      await runner.query('SET session_replication_role = replica').catch((err: { code?: string }) => {
        if (err.code !== INSUFFICIENT_PRIVILEGE) throw err;
        checked = true;
      });
      // Losing the last chunks in a crash is fine here: a re-run tops them up. The search index is
      // told once, at the end, that everything changed, instead of a feed row per item and link.
      await runner.query('SET synchronous_commit = off');
      await runner.query("SET framestock.search_feed = 'off'");
      // The rows carry their platform_ids already: the sync trigger would only lock and re-read each one.
      await runner.query("SET framestock.platform_ids_sync = 'off'");
      for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
        const [{ inserted: n }] = (await runner.query(GENERATE, [...chunk, ...constants])) as [{ inserted: number }];
        inserted += n;
        log.info({ inserted, of: count - existing }, 'bulk seed: rows inserted');
      }
    } finally {
      // The connection goes back to the pool: settings made for the session must not stay with it (the server's
      // next writes on it would skip the search feed and the platform sync).
      await runner
        .query(
          'RESET synchronous_commit; RESET framestock.search_feed; RESET framestock.platform_ids_sync; RESET session_replication_role',
        )
        .finally(() => runner.release());
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  if (checked) log.info('bulk seed: foreign keys checked row by row (no right to set session_replication_role)');
  return inserted;
}

/** Published, processed demo items: one per asset type / kind, up to eight. */
async function loadSamples(deps: AppDeps): Promise<SampleRow[]> {
  return (await deps.db.query(
    `SELECT DISTINCT ON (kind, asset_type, is_sound_effect)
            id, kind, asset_type, is_sound_effect, width, height, orientation, duration_seconds, fps, has_alpha,
            is_loop, musical_key, original_filename
       FROM media
      WHERE upload_id LIKE '${DEMO_UPLOAD_PREFIX}%' AND status = 'PUBLISHED' AND processing = 'READY'
      ORDER BY kind, asset_type, is_sound_effect, upload_id
      LIMIT 8`,
  )) as SampleRow[];
}

/** Copies each sample's objects to `demo-bulk/<sampleId>/<name>` (once) and returns the file rows to share. */
async function copySampleFiles(deps: AppDeps, samples: SampleRow[]): Promise<SampleFile[]> {
  const out: SampleFile[] = [];
  for (const [s, sample] of samples.entries()) {
    const rows = (await deps.db.query(
      `SELECT role, bucket_kind, full_path, name, content_type, custom_metadata FROM stored_files WHERE media_id = $1`,
      [sample.id],
    )) as {
      role: string;
      bucket_kind: 'public' | 'private';
      full_path: string;
      name: string;
      content_type: string;
      custom_metadata: Record<string, string>;
    }[];
    for (const [k, row] of rows.entries()) {
      const target = `demo-bulk/${sample.id}/${row.name}`;
      const meta = (await deps.storage.exists(row.bucket_kind, target))
        ? await deps.storage.getMetadata(row.bucket_kind, target)
        : await deps.storage.write(
            row.bucket_kind,
            target,
            deps.storage.createReadStream(row.bucket_kind, row.full_path),
            {
              contentType: row.content_type,
              customMetadata: { ...row.custom_metadata, sharedBy: 'demo-bulk' },
            },
          );
      out.push({
        s,
        k,
        role: row.role,
        bucket_kind: row.bucket_kind,
        bucket: meta.bucket,
        full_path: meta.fullPath,
        name: meta.name,
        size: meta.size,
        content_type: meta.contentType,
        time_created: meta.timeCreated,
        updated: meta.updated,
        md5_hash: meta.md5Hash,
        // The storyboard's grid lives in its row's metadata; keep the sample's.
        custom_metadata: row.custom_metadata,
      });
    }
  }
  return out;
}
