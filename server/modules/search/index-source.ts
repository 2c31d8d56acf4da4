/**
 * Reading the index's documents from PostgreSQL: the published items in
 * pages (a full build), or some items by id (applying changes), and the
 * taxonomy. Lists come as comma-separated text and times as epoch
 * milliseconds: at a million rows, parsing arrays and dates costs more than
 * indexing the words.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { SourceDoc } from './engine/doc-store.js';
import type { TaxonomySource } from './engine/taxonomy.js';

interface DocRow {
  id: string;
  kind: string;
  title: string;
  description: string;
  category_id: string | null;
  /** Comma-separated: cheaper to read than an array. */
  platform_ids: string;
  tag_ids?: string;
  access: string;
  asset_type: string | null;
  orientation: string | null;
  resolution: string | null;
  frame_rate: string | null;
  duration_bucket: string | null;
  bpm_bucket: string | null;
  genre: string | null;
  mood: string | null;
  is_loop: boolean | null;
  is_sound_effect: boolean | null;
  duration_seconds: number | null;
  bpm: number | null;
  /** Epoch milliseconds (publishing always sets published_at; the fallback matches browse's cursor). */
  published_ms: number;
  recent_download_count: number;
  status: string;
}

const COLUMNS = `m.id, m.kind, m.title, m.description, m.category_id, array_to_string(m.platform_ids, ',') AS platform_ids,
  m.access, m.asset_type, m.orientation, m.resolution, m.frame_rate, m.duration_bucket, m.bpm_bucket, m.genre,
  m.mood, m.is_loop, m.is_sound_effect, m.duration_seconds, m.bpm,
  (extract(epoch FROM COALESCE(m.published_at, m.created_at)) * 1000)::float8 AS published_ms,
  m.recent_download_count, m.status`;
/** Tags of each item, comma-separated, in a subquery (a few items) or a range (a page). */
const TAGS_OF_ROW = `(SELECT string_agg(t.tag_id::text, ',') FROM media_tags t WHERE t.media_id = m.id) AS tag_ids`;

const list = (csv: string | null | undefined): string[] => (csv ? csv.split(',') : []);

function toDoc(r: DocRow, tags: string | undefined): SourceDoc {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    description: r.description,
    categoryId: r.category_id,
    tagIds: list(tags),
    platformIds: list(r.platform_ids),
    access: r.access,
    assetType: r.asset_type,
    orientation: r.orientation,
    resolution: r.resolution,
    frameRate: r.frame_rate,
    durationBucket: r.duration_bucket,
    bpmBucket: r.bpm_bucket,
    genre: r.genre,
    mood: r.mood,
    isLoop: r.is_loop,
    isSoundEffect: r.is_sound_effect,
    durationSeconds: r.duration_seconds,
    bpm: r.bpm,
    publishedAt: r.published_ms,
    recentDownloads: r.recent_download_count,
  };
}

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * One page of published items after `afterId`, in id order: the rows, then
 * the tags of that id range in a second range scan (cheaper than a subquery
 * per row at a million rows).
 */
export async function publishedPage(db: Queryable, afterId: string | null, limit: number): Promise<SourceDoc[]> {
  const rows: DocRow[] = await db.query(
    `SELECT ${COLUMNS} FROM media m
      WHERE m.status = 'PUBLISHED' AND ($1::uuid IS NULL OR m.id > $1::uuid)
      ORDER BY m.id LIMIT $2`,
    [afterId, limit],
  );
  const last = rows[rows.length - 1];
  if (!last) return [];
  const tagRows: { media_id: string; tag_ids: string }[] = await db.query(
    `SELECT media_id, string_agg(tag_id::text, ',') AS tag_ids FROM media_tags
      WHERE ($1::uuid IS NULL OR media_id > $1::uuid) AND media_id <= $2::uuid
      GROUP BY media_id`,
    [afterId, last.id],
  );
  const tags = new Map(tagRows.map((t) => [t.media_id, t.tag_ids]));
  return rows.map((r) => toDoc(r, tags.get(r.id)));
}

/** The current state of some items: the published ones as documents, the ids of the rest (gone or unpublished). */
export async function itemsById(
  db: Queryable,
  ids: readonly string[],
): Promise<{ published: SourceDoc[]; gone: string[] }> {
  const rows: DocRow[] = await db.query(`SELECT ${COLUMNS}, ${TAGS_OF_ROW} FROM media m WHERE m.id = ANY($1::uuid[])`, [
    ids,
  ]);
  const published = rows.filter((r) => r.status === 'PUBLISHED');
  const present = new Set(published.map((r) => r.id));
  return { published: published.map((r) => toDoc(r, r.tag_ids)), gone: ids.filter((id) => !present.has(id)) };
}

/**
 * One after another: `db` may be a single connection (the index build's snapshot), where queries sent at once
 * only queue up, and node-postgres deprecates sending them so.
 */
export async function taxonomy(db: Queryable): Promise<TaxonomySource> {
  const categories: TaxonomySource['categories'] = await db.query(
    'SELECT id, name, parent_id AS "parentId", kind, position FROM categories',
  );
  const platforms: TaxonomySource['platforms'] = await db.query('SELECT id, name, position FROM platforms');
  const tags: TaxonomySource['tags'] = await db.query('SELECT id, name FROM tags');
  return { categories, platforms, tags };
}
