/**
 * Bench-scale catalogue (`npm run seed:demo -- --count N`): N published rows
 * in well under a minute, without processing N files.
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
 * Rows are inserted in batches with `unnest` arrays (one statement per table
 * per batch); `--count N` tops the bulk rows up to N, so a re-run adds nothing.
 *
 * Downloads: an all-time count, and a 30-day count (what POPULAR sorts by)
 * backed by ONE `media_download_days` row inside the window, so the hourly
 * refresh (popularity.ts) keeps it until that day leaves the window; not a
 * full daily history, which would be 100k rows per day of it.
 */
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../../graphql/context.js';
import { addDays, RECENT_DOWNLOAD_DAYS, utcDay } from '../popularity.js';
import { slugify } from '../taxonomy.service.js';
import { BULK_WORDS } from './catalogue.js';
import { DEMO_UPLOAD_PREFIX, demoUploader, seedDemoCatalogue } from './seed.js';

export const BULK_UPLOAD_PREFIX = 'demo-bulk:';
const BATCH = 5000;

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

  const uploaderId = await demoUploader(deps);
  const categories = (await db.query('SELECT id, kind FROM categories ORDER BY kind, position, slug')) as {
    id: string;
    kind: string;
  }[];
  const categoriesOf = (kind: string) => categories.filter((c) => c.kind === kind).map((c) => c.id);
  const categoryIds = { ASSET: categoriesOf('ASSET'), IMAGE: categoriesOf('IMAGE'), AUDIO: categoriesOf('AUDIO') };
  const tagIds = ((await db.query('SELECT id FROM tags ORDER BY slug')) as { id: string }[]).map((t) => t.id);
  const platforms = (
    (await db.query('SELECT id, slug FROM platforms ORDER BY position, name')) as {
      id: string;
      slug: string;
    }[]
  ).map((p) => p.id);
  for (const [kind, ids] of Object.entries(categoryIds)) {
    if (ids.length === 0) throw new Error(`No ${kind} category to file bulk rows under.`);
  }

  const now = Date.now();
  const today = utcDay(new Date(now));
  const yearMs = 365 * 24 * 3600 * 1000;
  let inserted = 0;
  for (let from = existing + 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    const cols = emptyColumns();
    const fileMedia: string[] = [];
    const fileSample: number[] = [];
    const tagMedia: string[] = [];
    const tagTag: string[] = [];
    const platMedia: string[] = [];
    const platPlat: string[] = [];
    const dayMedia: string[] = [];
    const dayDay: string[] = [];
    const dayDownloads: number[] = [];
    for (let n = from; n <= to; n++) {
      const s = n % samples.length;
      const sample = samples[s] as SampleRow;
      const id = randomUUID();
      const word = (list: readonly string[], k: number) => list[k % list.length] as string;
      const suffixKey =
        sample.kind === 'IMAGE'
          ? 'IMAGE'
          : sample.kind === 'AUDIO'
            ? sample.is_sound_effect
              ? 'SFX'
              : 'MUSIC'
            : ((sample.asset_type ?? 'ANIMATION') as keyof typeof BULK_WORDS.suffix);
      const title = `${word(BULK_WORDS.adjectives, n * 7)} ${word(BULK_WORDS.nouns, Math.floor(n / 3) * 11 + n)} ${word(BULK_WORDS.suffix[suffixKey] ?? BULK_WORDS.suffix.ANIMATION, n)}`;
      const publishedAt = new Date(now - (((n * 7919) % 1000) / 1000) * yearMs);
      const audio = sample.kind === 'AUDIO';
      const music = audio && !sample.is_sound_effect;
      cols.id.push(id);
      cols.kind.push(sample.kind);
      cols.title.push(title);
      cols.slug.push(`${slugify(title)}-${n}`);
      cols.description.push(`${title}: a bench-scale catalogue row (demo data).`);
      cols.category_id.push(word(categoryIds[sample.kind], n * 13));
      cols.access.push(n % 3 === 0 ? 'FREE' : 'PREMIUM');
      cols.price_cents.push(n % 3 !== 0 && n % 10 === 0 ? 499 : 0);
      cols.published_at.push(publishedAt.toISOString());
      cols.created_at.push(new Date(publishedAt.getTime() - ((n * 31) % 72) * 3600_000).toISOString());
      cols.upload_id.push(`${BULK_UPLOAD_PREFIX}${n}`);
      cols.original_filename.push(sample.original_filename);
      cols.width.push(sample.width);
      cols.height.push(sample.height);
      cols.orientation.push(sample.orientation);
      // Varied durations, as if the clips differed in length (the shared preview is the sample's).
      cols.duration_seconds.push(
        sample.duration_seconds == null
          ? null
          : Math.round(sample.duration_seconds * (0.5 + ((n * 37) % 100) / 40) * 100) / 100,
      );
      cols.asset_type.push(sample.asset_type);
      cols.fps.push(sample.fps);
      cols.has_alpha.push(sample.has_alpha);
      cols.bpm.push(music ? 70 + ((n * 17) % 91) : null);
      cols.musical_key.push(sample.musical_key);
      cols.genre.push(music ? word(BULK_WORDS.genres, n) : audio ? 'Sound effect' : null);
      cols.mood.push(audio ? word(BULK_WORDS.moods, n * 3) : null);
      cols.is_loop.push(audio ? !sample.is_sound_effect : null);
      cols.is_sound_effect.push(audio ? !!sample.is_sound_effect : null);
      cols.view_count.push((n * 7907) % 5000);
      const downloads = (n * 104729) % 800;
      cols.download_count.push(downloads);
      // Not in step with the all-time count: some long-time favourites are quiet, some newer rows busy.
      const recent = Math.min(downloads, (n * 7561) % 97);
      cols.recent_download_count.push(recent);
      if (recent > 0) {
        dayMedia.push(id);
        dayDay.push(addDays(today, -(n % RECENT_DOWNLOAD_DAYS)));
        dayDownloads.push(recent);
      }
      cols.favorite_count.push((n * 1299709) % 300);
      fileMedia.push(id);
      fileSample.push(s);
      for (const k of [0, 1, 2].slice(0, 1 + (n % 3))) {
        tagMedia.push(id);
        tagTag.push(tagIds[(n * 5 + k * 17) % tagIds.length] as string);
      }
      // CapCut (first platform) on four rows in five, plus one or two others.
      const picked = new Set<string>();
      if (n % 5 !== 4 && platforms[0]) picked.add(platforms[0]);
      picked.add(platforms[1 + ((n * 3) % (platforms.length - 1))] as string);
      if (n % 2 === 0) picked.add(platforms[1 + ((n * 5 + 2) % (platforms.length - 1))] as string);
      for (const p of picked) {
        platMedia.push(id);
        platPlat.push(p);
      }
    }
    await db.transaction(async (m) => {
      await m.query(
        `INSERT INTO media (id, kind, title, slug, description, category_id, access, price_cents, status,
                            submitted_at, published_at, processing, processed_at, upload_id, original_filename,
                            uploader_id, width, height, orientation, duration_seconds, asset_type, fps, has_alpha,
                            bpm, musical_key, genre, mood, is_loop, is_sound_effect, view_count, download_count,
                            favorite_count, recent_download_count, created_at, updated_at)
         SELECT id, kind, title, slug, description, category_id, access, price_cents, 'PUBLISHED',
                published_at, published_at, 'READY', created_at, upload_id, original_filename,
                $30, width, height, orientation, duration_seconds, asset_type, fps, has_alpha,
                bpm, musical_key, genre, mood, is_loop, is_sound_effect, view_count, download_count,
                favorite_count, recent_download_count, created_at, published_at
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::text[],
                       $8::int[], $9::timestamptz[], $10::timestamptz[], $11::text[], $12::text[], $13::int[],
                       $14::int[], $15::text[], $16::float8[], $17::text[], $18::float8[], $19::bool[], $20::int[],
                       $21::text[], $22::text[], $23::text[], $24::bool[], $25::bool[], $26::int[], $27::int[],
                       $28::int[], $29::int[])
             AS u(id, kind, title, slug, description, category_id, access, price_cents, published_at, created_at,
                  upload_id, original_filename, width, height, orientation, duration_seconds, asset_type, fps,
                  has_alpha, bpm, musical_key, genre, mood, is_loop, is_sound_effect, view_count, download_count,
                  favorite_count, recent_download_count)`,
        [...COLUMN_ORDER.map((c) => cols[c]), uploaderId],
      );
      await m.query(
        `INSERT INTO stored_files (media_id, role, bucket_kind, bucket, full_path, name, size, content_type,
                                   time_created, updated, md5_hash, custom_metadata)
         SELECT u.media_id, f.role, f.bucket_kind, f.bucket, f.full_path, f.name, f.size, f.content_type,
                f.time_created, f.updated, f.md5_hash, f.custom_metadata
           FROM unnest($1::uuid[], $2::int[]) AS u(media_id, s)
           JOIN jsonb_to_recordset($3::jsonb) AS f(s int, role text, bucket_kind text, bucket text, full_path text,
                name text, size bigint, content_type text, time_created timestamptz, updated timestamptz,
                md5_hash text, custom_metadata jsonb) ON f.s = u.s`,
        [fileMedia, fileSample, JSON.stringify(files)],
      );
      await m.query('INSERT INTO media_tags (media_id, tag_id) SELECT * FROM unnest($1::uuid[], $2::uuid[])', [
        tagMedia,
        tagTag,
      ]);
      await m.query(
        'INSERT INTO media_platforms (media_id, platform_id) SELECT * FROM unnest($1::uuid[], $2::uuid[])',
        [platMedia, platPlat],
      );
      await m.query(
        'INSERT INTO media_download_days (media_id, day, downloads) SELECT * FROM unnest($1::uuid[], $2::date[], $3::int[])',
        [dayMedia, dayDay, dayDownloads],
      );
    });
    inserted += to - from + 1;
    log.info({ inserted, of: count - existing }, 'bulk seed: rows inserted');
  }
  // One audit entry for the batch: 100k entries would only bury the real history.
  await db.query(
    `INSERT INTO audit_log (actor_id, action, target_type, target_id, data)
     VALUES ($1, 'media.seeded-bulk', 'media', 'demo-bulk', $2)`,
    [uploaderId, { inserted, total: count, samples: samples.map((s) => s.id) }],
  );
  const result = { inserted, total: existing + inserted, samples: samples.length, ms: Date.now() - started };
  log.info(result, 'bulk seed: done');
  return result;
}

const COLUMN_ORDER = [
  'id',
  'kind',
  'title',
  'slug',
  'description',
  'category_id',
  'access',
  'price_cents',
  'published_at',
  'created_at',
  'upload_id',
  'original_filename',
  'width',
  'height',
  'orientation',
  'duration_seconds',
  'asset_type',
  'fps',
  'has_alpha',
  'bpm',
  'musical_key',
  'genre',
  'mood',
  'is_loop',
  'is_sound_effect',
  'view_count',
  'download_count',
  'favorite_count',
  'recent_download_count',
] as const;

function emptyColumns(): Record<(typeof COLUMN_ORDER)[number], unknown[]> {
  return Object.fromEntries(COLUMN_ORDER.map((c) => [c, []])) as unknown as Record<
    (typeof COLUMN_ORDER)[number],
    unknown[]
  >;
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
    for (const row of rows) {
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
