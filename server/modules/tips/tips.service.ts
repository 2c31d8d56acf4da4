/**
 * CapCut tips: what readers see (published tips; the opening only of
 * members-only tips for anonymous readers — the rest never leaves the
 * server), search within tips, and the admin's writing, publishing and
 * deleting, each audited.
 */
import { Brackets, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/ids.js';
import {
  type ConnectionArgs,
  type ConnectionShape,
  pageSize,
  paginate,
  type SortKey,
} from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import { slugify } from '../catalog/index.js';
import {
  MAX_CAPCUT_VERSION_LENGTH,
  MAX_IMAGE_ALT_LENGTH,
  MAX_STEP_BODY_LENGTH,
  MAX_STEP_TITLE_LENGTH,
  MAX_TIP_BODY_LENGTH,
  MAX_TIP_MEDIA,
  MAX_TIP_SLUG_LENGTH,
  MAX_TIP_STEPS,
  MAX_TIP_SUMMARY_LENGTH,
  MAX_TIP_TAG_LENGTH,
  MAX_TIP_TAGS,
  MAX_TIP_TITLE_LENGTH,
  TipEntity,
  type TipStepData,
} from './tip.entity.js';
import { isTipImagePath } from './tip-images.js';
import { plainText, readingMinutes, renderMarkdown, teaserOf } from './tip-markdown.js';
import {
  TipErrorCode as E,
  type Tip,
  type TipAccess,
  type TipContentInput,
  type TipDevice,
  type TipDifficulty,
  type TipFilter,
  type TipPayload,
  type TipStatus,
  type TipTagCount,
} from './tips.types.js';

export const MAX_TIP_QUERY_LENGTH = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// ---------------------------------------------------------------- reading

/** Members-only tips read without signing in show their opening only. */
async function lockedFor(ctx: Context, row: TipEntity): Promise<boolean> {
  return row.access === 'MEMBERS' && !(await ctx.viewer());
}

export function imageUrl(ctx: Context, path: string | null): string | null {
  return path ? ctx.app.storage.publicUrl(path) : null;
}

/** The tip as this reader may see it. */
export async function toTip(ctx: Context, row: TipEntity): Promise<Tip> {
  const locked = await lockedFor(ctx, row);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverUrl: imageUrl(ctx, row.coverPath),
    coverAlt: row.coverAlt,
    difficulty: row.difficulty as TipDifficulty,
    device: row.device as TipDevice,
    capcutVersion: row.capcutVersion,
    tags: row.tags,
    access: row.access as TipAccess,
    status: row.status as TipStatus,
    locked,
    bodyHtml: renderMarkdown(locked ? teaserOf(row.body) : row.body),
    steps: locked
      ? []
      : row.steps.map((s, i) => ({
          number: i + 1,
          title: s.title,
          bodyHtml: renderMarkdown(s.body),
          imageUrl: imageUrl(ctx, s.imagePath),
          imageAlt: s.imageAlt,
          body: s.body,
          imagePath: s.imagePath,
        })),
    stepCount: row.steps.length,
    readingMinutes: readingMinutes(plainText(row.body), ...row.steps.map((s) => `${s.title} ${plainText(s.body)}`)),
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    body: row.body,
    coverPath: row.coverPath,
    mediaIds: row.mediaIds,
    row,
  };
}

const NEWEST_PUBLISHED: SortKey[] = [
  {
    column: 't.published_at',
    direction: 'DESC',
    value: (t: TipEntity) => (t.publishedAt as Date).toISOString(),
  },
  { column: 't.id', direction: 'DESC', value: (t: TipEntity) => t.id },
];

const RECENTLY_CHANGED: SortKey[] = [
  { column: 't.updated_at', direction: 'DESC', value: (t: TipEntity) => t.updatedAt.toISOString() },
  { column: 't.id', direction: 'DESC', value: (t: TipEntity) => t.id },
];

/** Every word must occur somewhere in the tip (title, summary, body, steps, tags), case-insensitively. */
function whereWords(qb: SelectQueryBuilder<TipEntity>, query: string | null | undefined): void {
  const text = query?.trim() ?? '';
  if (text.length > MAX_TIP_QUERY_LENGTH) {
    throw badInput(`query must be at most ${MAX_TIP_QUERY_LENGTH} characters.`, 'filter.query');
  }
  const words = text.split(/\s+/).filter(Boolean).slice(0, 8);
  words.forEach((word, i) => {
    qb.andWhere(
      `(t.title || ' ' || t.summary || ' ' || t.body || ' ' || t.steps::text || ' ' || array_to_string(t.tags, ' ')) ILIKE :w${i}`,
      { [`w${i}`]: `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%` },
    );
  });
}

export async function listTips(
  ctx: Context,
  filter: TipFilter | null | undefined,
  args: ConnectionArgs,
): Promise<ConnectionShape<Tip>> {
  const qb = ctx.app.db.getRepository(TipEntity).createQueryBuilder('t').where("t.status = 'PUBLISHED'");
  whereWords(qb, filter?.query);
  if (filter?.tag) qb.andWhere(':tag = ANY(t.tags)', { tag: filter.tag.trim().toLowerCase() });
  if (filter?.difficulty) qb.andWhere('t.difficulty = :difficulty', { difficulty: filter.difficulty });
  if (filter?.device && filter.device !== 'BOTH') {
    qb.andWhere(
      new Brackets((b) => b.where('t.device = :device', { device: filter.device }).orWhere("t.device = 'BOTH'")),
    );
  }
  return mapPage(
    ctx,
    await paginate(qb, { first: await pageSize(ctx, args.first), after: args.after, keys: NEWEST_PUBLISHED }),
  );
}

async function mapPage(ctx: Context, page: ConnectionShape<TipEntity>): Promise<ConnectionShape<Tip>> {
  const edges = await Promise.all(page.edges.map(async (e) => ({ cursor: e.cursor, node: await toTip(ctx, e.node) })));
  return {
    ...page,
    edges,
    get totalCount() {
      return page.totalCount;
    },
  };
}

/** A published tip by id or slug; null for anything else. */
export async function findTip(ctx: Context, by: { id?: string | null; slug?: string | null }): Promise<Tip | null> {
  let row: TipEntity | null;
  if (by.id != null) row = isUuid(by.id) ? await ctx.app.db.manager.findOneBy(TipEntity, { id: by.id }) : null;
  else if (by.slug != null) row = await ctx.app.db.manager.findOneBy(TipEntity, { slug: by.slug });
  else throw badInput('Give either id or slug.', 'id');
  return row?.status === 'PUBLISHED' ? toTip(ctx, row) : null;
}

/** Tags of published tips with their counts, most used first. */
export async function tipTags(ctx: Context): Promise<TipTagCount[]> {
  return ctx.app.db.query(
    `SELECT tag, count(*)::int AS count FROM tips, unnest(tags) AS tag
      WHERE status = 'PUBLISHED' GROUP BY tag ORDER BY count DESC, tag LIMIT 100`,
  );
}

export async function listAdminTips(
  ctx: Context,
  args: ConnectionArgs,
  query: string | null | undefined,
): Promise<ConnectionShape<Tip>> {
  const qb = ctx.app.db.getRepository(TipEntity).createQueryBuilder('t');
  whereWords(qb, query);
  return mapPage(
    ctx,
    await paginate(qb, { first: await pageSize(ctx, args.first), after: args.after, keys: RECENTLY_CHANGED }),
  );
}

export async function findAnyTip(ctx: Context, id: string): Promise<Tip | null> {
  const row = isUuid(id) ? await ctx.app.db.manager.findOneBy(TipEntity, { id }) : null;
  return row ? toTip(ctx, row) : null;
}

// ---------------------------------------------------------------- writing

type Content = Pick<
  TipEntity,
  | 'title'
  | 'slug'
  | 'summary'
  | 'body'
  | 'steps'
  | 'coverPath'
  | 'coverAlt'
  | 'difficulty'
  | 'device'
  | 'capcutVersion'
  | 'tags'
  | 'access'
  | 'mediaIds'
>;

type Checked = { ok: true; content: Content } | { ok: false; payload: TipPayload };

const failure = (code: E, message: string, field: string | null): TipPayload => ({
  tip: null,
  errors: [userError(code, message, field)],
});
const refuse = (code: E, message: string, field: string | null): Checked => ({
  ok: false,
  payload: failure(code, message, field),
});

/** Trims and checks the content; the first problem found is the answer. */
async function checkContent(m: EntityManager, ctx: Context, input: TipContentInput): Promise<Checked> {
  const title = input.title.trim();
  if (!title || title.length > MAX_TIP_TITLE_LENGTH) {
    return refuse(E.INVALID_TITLE, `Give a title of 1–${MAX_TIP_TITLE_LENGTH} characters.`, 'title');
  }
  const slug = input.slug?.trim() || slugify(title).slice(0, MAX_TIP_SLUG_LENGTH).replace(/-+$/, '');
  if (!SLUG.test(slug) || slug.length > MAX_TIP_SLUG_LENGTH) {
    return refuse(
      E.INVALID_SLUG,
      `Use lowercase letters, digits and single hyphens, at most ${MAX_TIP_SLUG_LENGTH} characters.`,
      'slug',
    );
  }
  const summary = input.summary.trim();
  if (!summary || summary.length > MAX_TIP_SUMMARY_LENGTH) {
    return refuse(E.INVALID_SUMMARY, `Give a summary of 1–${MAX_TIP_SUMMARY_LENGTH} characters.`, 'summary');
  }
  if (input.body.length > MAX_TIP_BODY_LENGTH) {
    return refuse(E.BODY_TOO_LONG, `Keep the body within ${MAX_TIP_BODY_LENGTH} characters.`, 'body');
  }
  if (input.steps.length > MAX_TIP_STEPS) {
    return refuse(E.TOO_MANY_STEPS, `A tip has at most ${MAX_TIP_STEPS} steps.`, 'steps');
  }
  const steps: TipStepData[] = [];
  for (const [i, s] of input.steps.entries()) {
    const stepTitle = s.title.trim();
    const alt = s.imageAlt?.trim() ?? '';
    if (
      !stepTitle ||
      stepTitle.length > MAX_STEP_TITLE_LENGTH ||
      s.body.length > MAX_STEP_BODY_LENGTH ||
      alt.length > MAX_IMAGE_ALT_LENGTH
    ) {
      return refuse(
        E.INVALID_STEP,
        `Step ${i + 1} needs a title of 1–${MAX_STEP_TITLE_LENGTH} characters, a text within ${MAX_STEP_BODY_LENGTH} and a picture description within ${MAX_IMAGE_ALT_LENGTH}.`,
        `steps.${i}`,
      );
    }
    const imagePath = s.imagePath?.trim() || null;
    if (imagePath && !(await isUsableImage(ctx, imagePath))) {
      return refuse(
        E.INVALID_IMAGE,
        `Step ${i + 1}’s picture was not uploaded for tips. Upload it again.`,
        `steps.${i}`,
      );
    }
    steps.push({ title: stepTitle, body: s.body.trim(), imagePath, imageAlt: alt });
  }
  const coverPath = input.coverPath?.trim() || null;
  if (coverPath && !(await isUsableImage(ctx, coverPath))) {
    return refuse(E.INVALID_IMAGE, 'The cover was not uploaded for tips. Upload it again.', 'coverPath');
  }
  const coverAlt = input.coverAlt?.trim() ?? '';
  if (coverAlt.length > MAX_IMAGE_ALT_LENGTH) {
    return refuse(E.INVALID_IMAGE, `Describe the cover in at most ${MAX_IMAGE_ALT_LENGTH} characters.`, 'coverAlt');
  }
  const capcutVersion = input.capcutVersion.trim();
  if (capcutVersion.length > MAX_CAPCUT_VERSION_LENGTH) {
    return refuse(
      E.INVALID_CAPCUT_VERSION,
      `Keep the CapCut version within ${MAX_CAPCUT_VERSION_LENGTH} characters.`,
      'capcutVersion',
    );
  }
  const tags = [...new Set(input.tags.map((t) => t.trim().toLowerCase().replace(/\s+/g, ' ')))];
  if (tags.length > MAX_TIP_TAGS || tags.some((t) => !t || t.length > MAX_TIP_TAG_LENGTH)) {
    return refuse(
      E.INVALID_TAGS,
      `Use at most ${MAX_TIP_TAGS} tags of 1–${MAX_TIP_TAG_LENGTH} characters each.`,
      'tags',
    );
  }
  const mediaIds = input.mediaIds;
  if (mediaIds.length > MAX_TIP_MEDIA || new Set(mediaIds).size !== mediaIds.length || !mediaIds.every(isUuid)) {
    return refuse(E.INVALID_MEDIA, `Link at most ${MAX_TIP_MEDIA} distinct catalogue items.`, 'mediaIds');
  }
  if (mediaIds.length > 0) {
    const [{ n }] = await m.query('SELECT count(*)::int AS n FROM media WHERE id = ANY($1::uuid[])', [mediaIds]);
    if (n !== mediaIds.length) {
      return refuse(E.INVALID_MEDIA, 'One of the linked items is no longer in the catalogue.', 'mediaIds');
    }
  }
  return {
    ok: true,
    content: {
      title,
      slug,
      summary,
      body: input.body.trim(),
      steps,
      coverPath,
      coverAlt,
      difficulty: input.difficulty,
      device: input.device,
      capcutVersion,
      tags,
      access: input.access,
      mediaIds,
    },
  };
}

async function isUsableImage(ctx: Context, path: string): Promise<boolean> {
  return isTipImagePath(path) && ctx.app.storage.exists('public', path);
}

const slugTaken = () => failure(E.SLUG_TAKEN, 'Another tip has this slug. Choose another.', 'slug');

export async function createTip(ctx: Context, input: TipContentInput): Promise<TipPayload> {
  const viewer = await ctx.viewer();
  try {
    const result = await ctx.app.db.transaction(async (m) => {
      const checked = await checkContent(m, ctx, input);
      if (!checked.ok) return checked.payload;
      const row = await m.save(
        m.create(TipEntity, { ...checked.content, status: 'DRAFT', authorId: viewer?.id ?? null }),
      );
      await audit(ctx, { action: 'tip.created', targetType: 'tip', targetId: row.id, data: { title: row.title } }, m);
      return row;
    });
    return result instanceof TipEntity ? { tip: await toTip(ctx, result), errors: [] } : result;
  } catch (err) {
    if (isUniqueViolation(err)) return slugTaken();
    throw err;
  }
}

export async function updateTip(ctx: Context, id: string, input: TipContentInput): Promise<TipPayload> {
  try {
    const result = await ctx.app.db.transaction(async (m) => {
      const row = isUuid(id)
        ? await m.findOne(TipEntity, { where: { id }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!row) return notFound();
      const checked = await checkContent(m, ctx, input);
      if (!checked.ok) return checked.payload;
      const changed = (Object.keys(checked.content) as (keyof Content)[]).filter(
        (k) => stableJson(row[k]) !== stableJson(checked.content[k]),
      );
      if (row.status === 'PUBLISHED' && !publishable(checked.content)) {
        return failure(E.NOT_PUBLISHABLE, 'A published tip needs a body or at least one step.', 'body');
      }
      Object.assign(row, checked.content);
      const saved = await m.save(row);
      await audit(ctx, { action: 'tip.updated', targetType: 'tip', targetId: id, data: { changedFields: changed } }, m);
      return saved;
    });
    return result instanceof TipEntity ? { tip: await toTip(ctx, result), errors: [] } : result;
  } catch (err) {
    if (isUniqueViolation(err)) return slugTaken();
    throw err;
  }
}

/** JSON with object keys sorted: jsonb hands stored steps back with its own key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const notFound = () => failure(E.NOT_FOUND, 'No tip has this id.', 'id');

const publishable = (c: Pick<TipEntity, 'body' | 'steps'>) => c.body.trim().length > 0 || c.steps.length > 0;

export async function setTipStatus(ctx: Context, id: string, status: TipStatus): Promise<TipPayload> {
  const result = await ctx.app.db.transaction(async (m) => {
    const row = isUuid(id) ? await m.findOne(TipEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!row) return notFound();
    if (row.status === status) return row;
    if (status === 'PUBLISHED' && !publishable(row)) {
      return failure(E.NOT_PUBLISHABLE, 'Write a body or at least one step before publishing.', 'status');
    }
    const from = row.status;
    row.status = status;
    // The first publication date stays: unpublishing to fix a typo does not make a tip new again.
    if (status === 'PUBLISHED') row.publishedAt ??= new Date();
    const saved = await m.save(row);
    await audit(
      ctx,
      {
        action: status === 'PUBLISHED' ? 'tip.published' : 'tip.unpublished',
        targetType: 'tip',
        targetId: id,
        data: { from, to: status },
      },
      m,
    );
    return saved;
  });
  return result instanceof TipEntity ? { tip: await toTip(ctx, result), errors: [] } : result;
}

export async function deleteTip(ctx: Context, id: string): Promise<TipPayload> {
  return ctx.app.db.transaction(async (m) => {
    const row = isUuid(id) ? await m.findOneBy(TipEntity, { id }) : null;
    if (!row) return notFound();
    await m.delete(TipEntity, { id });
    await audit(ctx, { action: 'tip.deleted', targetType: 'tip', targetId: id, data: { title: row.title } }, m);
    return { tip: null, errors: [] };
  });
}
