/**
 * Media test data, written straight into a test server's database (and its
 * storage), for tests that need catalogue items without uploading and
 * processing real files.
 *
 *   const media = mediaFactory(t);                      // t: a TestServer
 *   const category = await media.category('ASSET', 'Transitions');
 *   const tag = await media.tag('Glitch');
 *   const platform = await media.platform('CapCut');
 *   const item = await media.create({
 *     kind: 'ASSET', title: 'Neon glitch', status: 'PUBLISHED',
 *     categoryId: category.id, tagIds: [tag.id], platformIds: [platform.id],
 *     thumbnail: true,                                  // a real WebP in public storage
 *   });
 *
 * Rows: `media` (one table, single-table inheritance by `kind`), its links
 * (`media_tags`, `media_platforms`) and `stored_files`: every item gets an
 * ORIGINAL row with a small private object behind it (so its signed link
 * works); `thumbnail: true` adds a THUMBNAIL (so `thumbnailUrl` resolves).
 *
 * Defaults describe an item that finished processing: status DRAFT,
 * processing READY, access PREMIUM, price 0, a slug from the title, no
 * category. REJECTED needs `rejection` (a database check insists). Nothing is
 * audited and no job is queued: history starts empty.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TestServer } from './test-server.js';

export type Kind = 'ASSET' | 'IMAGE' | 'AUDIO';
export type Status = 'DRAFT' | 'PENDING_REVIEW' | 'PUBLISHED' | 'REJECTED' | 'ARCHIVED';
export type Processing = 'PENDING' | 'PROCESSING' | 'READY' | 'FAILED';
export type RejectionReason = 'QUALITY' | 'TECHNICAL' | 'DUPLICATE' | 'RIGHTS' | 'METADATA';

export interface MediaSeed {
  kind: Kind;
  title?: string;
  /** Default: from the title plus a counter, unique within the test file. */
  slug?: string;
  description?: string;
  status?: Status;
  processing?: Processing;
  /** Shown with FAILED processing. */
  processingError?: string;
  categoryId?: string | null;
  tagIds?: string[];
  platformIds?: string[];
  access?: 'FREE' | 'PREMIUM';
  priceCents?: number;
  rejection?: { reason: RejectionReason; note: string };
  uploaderId?: string | null;
  originalFilename?: string;
  /** Upload time; items made one after another are otherwise a few ms apart. */
  createdAt?: Date;
  updatedAt?: Date;
  /** Measured fields (null unless given); assets: durationSeconds, width, height, fps… audio: bpm… */
  measured?: Partial<{
    width: number;
    height: number;
    orientation: 'LANDSCAPE' | 'PORTRAIT' | 'SQUARE';
    durationSeconds: number;
    fps: number;
    hasAlpha: boolean;
    assetType: 'ANIMATION' | 'TRANSITION' | 'EFFECT' | 'OVERLAY' | 'TEMPLATE' | 'LUT';
    bpm: number;
    musicalKey: string;
    genre: string;
    mood: string;
    isLoop: boolean;
    isSoundEffect: boolean;
  }>;
  /** Write a 64×36 WebP thumbnail to public storage and its THUMBNAIL row. */
  thumbnail?: boolean;
}

export interface SeededMedia {
  id: string;
  kind: Kind;
  title: string;
  slug: string;
}

const ORIGINAL_TYPE: Record<Kind, { ext: string; contentType: string }> = {
  ASSET: { ext: 'mp4', contentType: 'video/mp4' },
  IMAGE: { ext: 'png', contentType: 'image/png' },
  AUDIO: { ext: 'mp3', contentType: 'audio/mpeg' },
};

/** Column of each `measured` key in the `media` table. */
const MEASURED_COLUMNS = {
  width: 'width',
  height: 'height',
  orientation: 'orientation',
  durationSeconds: 'duration_seconds',
  fps: 'fps',
  hasAlpha: 'has_alpha',
  assetType: 'asset_type',
  bpm: 'bpm',
  musicalKey: 'musical_key',
  genre: 'genre',
  mood: 'mood',
  isLoop: 'is_loop',
  isSoundEffect: 'is_sound_effect',
} as const;

let counter = 0;
const slugOf = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'item'
  }-${++counter}`;

export function mediaFactory(t: TestServer) {
  const db = t.server.deps.db;
  const storage = t.server.deps.storage;

  async function fileRow(
    mediaId: string,
    role: string,
    bucketKind: 'public' | 'private',
    path: string,
    body: Buffer,
    contentType: string,
    customMetadata: Record<string, string> = {},
  ) {
    const meta = await storage.write(bucketKind, path, body, { contentType });
    await db.query(
      `INSERT INTO stored_files (media_id, role, bucket_kind, bucket, full_path, name, size, content_type,
                                 time_created, updated, md5_hash, custom_metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        mediaId,
        role,
        bucketKind,
        meta.bucket,
        meta.fullPath,
        meta.name,
        meta.size,
        meta.contentType,
        meta.timeCreated,
        meta.updated,
        meta.md5Hash,
        JSON.stringify(customMetadata),
      ],
    );
  }

  return {
    /** A media item as described (see MediaSeed for the defaults). */
    async create(seed: MediaSeed): Promise<SeededMedia> {
      const id = randomUUID();
      const title = seed.title ?? `Test ${seed.kind.toLowerCase()} ${counter + 1}`;
      const slug = seed.slug ?? slugOf(title);
      const status = seed.status ?? 'DRAFT';
      const processing = seed.processing ?? 'READY';
      const type = ORIGINAL_TYPE[seed.kind];
      const measured = Object.entries(seed.measured ?? {}) as [keyof typeof MEASURED_COLUMNS, unknown][];
      const columns = [
        'id',
        'kind',
        'title',
        'slug',
        'description',
        'category_id',
        'access',
        'price_cents',
        'status',
        'rejection_reason',
        'rejection_note',
        'submitted_at',
        'published_at',
        'processing',
        'processing_error',
        'processed_at',
        'original_filename',
        'uploader_id',
        'created_at',
        'updated_at',
        ...measured.map(([key]) => MEASURED_COLUMNS[key]),
      ];
      const createdAt = seed.createdAt ?? new Date();
      const values = [
        id,
        seed.kind,
        title,
        slug,
        seed.description ?? '',
        seed.categoryId ?? null,
        seed.access ?? 'PREMIUM',
        seed.priceCents ?? 0,
        status,
        seed.rejection?.reason ?? null,
        seed.rejection?.note ?? null,
        status === 'DRAFT' ? null : createdAt,
        status === 'PUBLISHED' || status === 'ARCHIVED' ? createdAt : null,
        processing,
        processing === 'FAILED' ? (seed.processingError ?? 'The file could not be decoded.') : null,
        processing === 'READY' ? createdAt : null,
        seed.originalFilename ?? `${slug}.${type.ext}`,
        seed.uploaderId ?? null,
        createdAt,
        seed.updatedAt ?? createdAt,
        ...measured.map(([, value]) => value),
      ];
      await db.query(
        `INSERT INTO media (${columns.map((c) => `"${c}"`).join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        values,
      );
      for (const tagId of seed.tagIds ?? []) {
        await db.query('INSERT INTO media_tags (media_id, tag_id) VALUES ($1, $2)', [id, tagId]);
      }
      for (const platformId of seed.platformIds ?? []) {
        await db.query('INSERT INTO media_platforms (media_id, platform_id) VALUES ($1, $2)', [id, platformId]);
      }
      await fileRow(
        id,
        'ORIGINAL',
        'private',
        `media/${id}/original.${type.ext}`,
        Buffer.from(`test original of ${slug}`),
        type.contentType,
      );
      if (seed.thumbnail) {
        const webp = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#a78bfa' } })
          .webp()
          .toBuffer();
        await fileRow(id, 'THUMBNAIL', 'public', `media/${id}/thumbnail.webp`, webp, 'image/webp');
      }
      return { id, kind: seed.kind, title, slug };
    },

    /**
     * A public derivative of an item (`media/<id>/<name>`) and its stored_files row, e.g. a hover
     * loop, a waveform or a thumbnail width (with `{ width, height }` metadata, as processing records).
     */
    file(
      mediaId: string,
      role: string,
      name: string,
      body: Buffer,
      contentType: string,
      customMetadata: Record<string, string> = {},
    ): Promise<void> {
      return fileRow(mediaId, role, 'public', `media/${mediaId}/${name}`, body, contentType, customMetadata);
    },

    /** Several items at once, one second apart in upload time (oldest first), so sorting by date is stable. */
    async createMany(count: number, seed: (i: number) => MediaSeed): Promise<SeededMedia[]> {
      const start = Date.now() - count * 1000;
      const out: SeededMedia[] = [];
      for (let i = 0; i < count; i++) {
        const s = seed(i);
        out.push(await this.create({ createdAt: new Date(start + i * 1000), ...s }));
      }
      return out;
    },

    async category(kind: Kind, name: string, parentId: string | null = null): Promise<{ id: string; name: string }> {
      const [row] = await db.query(
        'INSERT INTO categories (kind, name, slug, parent_id) VALUES ($1, $2, $3, $4) RETURNING id',
        [kind, name, slugOf(name), parentId],
      );
      return { id: row.id, name };
    },

    async tag(name: string): Promise<{ id: string; name: string }> {
      const [row] = await db.query('INSERT INTO tags (name, slug) VALUES ($1, $2) RETURNING id', [name, slugOf(name)]);
      return { id: row.id, name };
    },

    async platform(name: string, position = 0): Promise<{ id: string; name: string }> {
      const [row] = await db.query('INSERT INTO platforms (name, slug, position) VALUES ($1, $2, $3) RETURNING id', [
        name,
        slugOf(name),
        position,
      ]);
      return { id: row.id, name };
    },

    /**
     * Deletes the items of these titles with what hangs off them: what a failed first attempt of a
     * test left, before its retry makes them again (the e2e retry shares the database).
     */
    async removeTitled(...titles: string[]): Promise<void> {
      await db.query('DELETE FROM media WHERE title = ANY($1)', [titles]);
    },

    /** The current row of an item, for assertions: status, processing, category id, title. */
    async row(
      id: string,
    ): Promise<{ status: Status; processing: Processing; categoryId: string | null; title: string }> {
      const [row] = await db.query(
        'SELECT status, processing, category_id AS "categoryId", title FROM media WHERE id = $1',
        [id],
      );
      return row;
    },
  };
}

export type MediaFactory = ReturnType<typeof mediaFactory>;
