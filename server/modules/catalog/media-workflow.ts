/**
 * The review workflow and the bulk mutations. Single-item mutations
 * (submit, approve, reject, archive, unarchive) run through the same engine
 * as the bulk ones, with one id: one set of rules, one audit trail.
 *
 *   DRAFT ─submit→ PENDING_REVIEW ─approve→ PUBLISHED ─archive→ ARCHIVED
 *   REJECTED ─submit→ ↑         └─reject→ REJECTED      ←unarchive─┘
 */
import { type EntityManager, In } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { type AuditEntry, auditMany } from '../audit/index.js';
import { type NewNotification, notify } from '../notifications/index.js';
import { reviewPolicyOf } from '../settings/index.js';
import { MediaEntity, type MediaStatusValue, MediaTagEntity, type RejectionReasonValue } from './media.entity.js';
import { checkReferences, deleteMediaRows, mediaById, replaceLinks, toMedia } from './media.service.js';
import {
  BulkErrorPolicy,
  BulkMediaErrorCode,
  type BulkMediaInput,
  BulkMediaItemErrorCode,
  type BulkMediaItemResult,
  type BulkMediaPayload,
  type BulkSetMediaAccessInput,
  type BulkSetMediaCategoryInput,
  type BulkSetMediaPlatformsInput,
  type BulkTagMediaInput,
  MediaMutationErrorCode,
  type MediaPayloadShape,
  type RejectMediaInput,
} from './media.types.js';

// ---------------------------------------------------------------- transitions

export type TransitionName = 'submit' | 'approve' | 'reject' | 'archive' | 'unarchive' | 'publish';

interface Transition {
  from: MediaStatusValue[];
  to: MediaStatusValue;
  /** Needs finished processing and a category (what a reviewer and the catalogue rely on). */
  needsReady: boolean;
  /** Notification to the uploader; none when they are the ones acting (submit). */
  notice?: { type: string; title: (t: string) => string };
}

export const TRANSITIONS: Record<TransitionName, Transition> = {
  submit: { from: ['DRAFT', 'REJECTED'], to: 'PENDING_REVIEW', needsReady: true },
  approve: {
    from: ['PENDING_REVIEW'],
    to: 'PUBLISHED',
    needsReady: true,
    notice: { type: 'media.approved', title: (t) => `“${t}” is published` },
  },
  reject: {
    from: ['PENDING_REVIEW'],
    to: 'REJECTED',
    needsReady: false,
    notice: { type: 'media.rejected', title: (t) => `“${t}” needs changes` },
  },
  archive: {
    from: ['PUBLISHED'],
    to: 'ARCHIVED',
    needsReady: false,
    notice: { type: 'media.archived', title: (t) => `“${t}” was archived` },
  },
  unarchive: {
    from: ['ARCHIVED'],
    to: 'PUBLISHED',
    needsReady: true,
    notice: { type: 'media.republished', title: (t) => `“${t}” is published again` },
  },
  // Bulk "publish": approve what waits for review, bring back what was archived.
  publish: {
    from: ['PENDING_REVIEW', 'ARCHIVED'],
    to: 'PUBLISHED',
    needsReady: true,
    notice: { type: 'media.approved', title: (t) => `“${t}” is published` },
  },
};

const STATUS_WORDS: Record<MediaStatusValue, string> = {
  DRAFT: 'a draft',
  PENDING_REVIEW: 'waiting for review',
  PUBLISHED: 'published',
  REJECTED: 'rejected',
  ARCHIVED: 'archived',
};

type ItemFailure = { code: BulkMediaItemErrorCode; message: string };

function checkTransition(name: TransitionName, row: MediaEntity): ItemFailure | null {
  const t = TRANSITIONS[name];
  if (!t.from.includes(row.status)) {
    return {
      code: BulkMediaItemErrorCode.INVALID_TRANSITION,
      message: `Cannot ${name} “${row.title}”: it is ${STATUS_WORDS[row.status]}.`,
    };
  }
  if (t.needsReady && row.processing !== 'READY') {
    return {
      code: BulkMediaItemErrorCode.NOT_READY,
      message: `“${row.title}” is not processed yet (${row.processing.toLowerCase()}).`,
    };
  }
  if (t.needsReady && !row.categoryId) {
    return { code: BulkMediaItemErrorCode.NOT_READY, message: `“${row.title}” has no category yet.` };
  }
  return null;
}

async function applyTransition(
  ctx: Context,
  m: EntityManager,
  name: TransitionName,
  rows: MediaEntity[],
  rejection?: { reason: RejectionReasonValue; note: string },
): Promise<void> {
  const t = TRANSITIONS[name];
  const ids = rows.map((r) => r.id);
  const set: Record<string, unknown> = { status: t.to };
  if (t.to === 'PENDING_REVIEW') set.submittedAt = () => 'now()';
  if (t.to === 'PUBLISHED') set.publishedAt = () => 'now()';
  if (t.to === 'REJECTED') Object.assign(set, { rejectionReason: rejection?.reason, rejectionNote: rejection?.note });
  else Object.assign(set, { rejectionReason: null, rejectionNote: null });
  await m
    .createQueryBuilder()
    .update(MediaEntity)
    .set(set)
    .where({ id: In(ids) })
    .execute();

  const entries: AuditEntry[] = rows.map((r) => ({
    action: `media.${name === 'publish' ? (r.status === 'ARCHIVED' ? 'unarchive' : 'approve') : name}`,
    targetType: 'media',
    targetId: r.id,
    data: { from: r.status, to: t.to, ...(rejection ?? {}) },
  }));
  await auditMany(ctx, entries, m);

  const { notice } = t;
  if (notice) {
    const notes: NewNotification[] = rows
      .filter((r) => r.uploaderId)
      .map((r) => ({
        userId: r.uploaderId as string,
        type: notice.type,
        title: notice.title(r.title),
        body: rejection ? `${rejectionLabel(rejection.reason)}: ${rejection.note}` : '',
        // The editor of each kind (audio opens in a panel over its list).
        link:
          r.kind === 'AUDIO'
            ? `/admin/audio?edit=${r.id}`
            : `/admin/${r.kind === 'ASSET' ? 'assets' : 'images'}/${r.id}`,
        data: { mediaId: r.id, from: r.status, to: t.to, ...(rejection ?? {}) },
      }));
    await notify(m, notes);
  }
}

const REJECTION_LABELS: Record<RejectionReasonValue, string> = {
  QUALITY: 'Quality',
  TECHNICAL: 'Technical problem',
  DUPLICATE: 'Duplicate',
  RIGHTS: 'Rights unclear',
  METADATA: 'Metadata needs work',
};
const rejectionLabel = (r: RejectionReasonValue) => REJECTION_LABELS[r];

// ---------------------------------------------------------------- the engine

interface BulkOperation {
  /** Whole-input problems (unknown category…): nothing changes. */
  prepare?(
    m: EntityManager,
    rows: MediaEntity[],
  ): Promise<{ code: BulkMediaErrorCode; message: string; field: string } | null>;
  /** Why one item cannot be changed; null when it can. */
  check(row: MediaEntity): ItemFailure | null;
  apply(m: EntityManager, rows: MediaEntity[]): Promise<void>;
}

/**
 * Locks the rows (in id order, so concurrent batches cannot deadlock), checks
 * each, applies the error policy, and changes the accepted rows with a
 * handful of statements whatever the batch size.
 */
async function runBulk(ctx: Context, input: BulkMediaInput, op: BulkOperation): Promise<BulkMediaPayload> {
  const ids = [...new Set(input.ids)];
  const valid = ids.filter(isUuid);
  const outcome = await ctx.app.db.transaction(async (m) => {
    const rows = valid.length
      ? await m.find(MediaEntity, {
          where: { id: In(valid) },
          order: { id: 'ASC' },
          lock: { mode: 'pessimistic_write' },
        })
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const inputError = await op.prepare?.(m, rows);
    if (inputError) return { inputError };
    const failures = new Map<string, ItemFailure>();
    for (const id of ids) {
      const row = byId.get(id);
      const failure = row
        ? op.check(row)
        : {
            code: BulkMediaItemErrorCode.NOT_FOUND,
            message: `No media item has the id ${JSON.stringify(id.slice(0, 64))}.`,
          };
      if (failure) failures.set(id, failure);
    }
    const accepted = rows.filter((r) => !failures.has(r.id));
    const stopped = input.errorPolicy === BulkErrorPolicy.ALL_OR_NOTHING && failures.size > 0;
    if (!stopped && accepted.length > 0) await op.apply(m, accepted);
    return { failures, stopped, accepted: new Set(accepted.map((r) => r.id)) };
  });
  if ('inputError' in outcome && outcome.inputError) {
    const e = outcome.inputError;
    return {
      results: ids.map((id) => ({
        id,
        ok: false,
        code: BulkMediaItemErrorCode.NOT_APPLIED,
        message: 'Nothing was changed: the input has an error.',
        media: null,
      })),
      changedCount: 0,
      failedCount: ids.length,
      errors: [userError(e.code, e.message, e.field)],
    };
  }
  const { failures, stopped, accepted } = outcome as {
    failures: Map<string, ItemFailure>;
    stopped: boolean;
    accepted: Set<string>;
  };
  // The items as they are now, in one statement, primed for field resolvers.
  const loader = mediaById(ctx);
  const now = valid.length ? await ctx.app.db.manager.findBy(MediaEntity, { id: In(valid) }) : [];
  for (const row of now) loader.clear(row.id).prime(row.id, row);
  const current = new Map(now.map((r) => [r.id, r]));
  const results: BulkMediaItemResult[] = ids.map((id) => {
    const failure = failures.get(id);
    const row = current.get(id);
    const media = row ? toMedia(row) : null;
    if (failure) return { id, ok: false, code: failure.code, message: failure.message, media };
    if (stopped) {
      return {
        id,
        ok: false,
        code: BulkMediaItemErrorCode.NOT_APPLIED,
        message: 'Not changed: other items failed and the error policy is ALL_OR_NOTHING.',
        media,
      };
    }
    return { id, ok: true, code: null, message: null, media };
  });
  const changedCount = stopped ? 0 : accepted.size;
  return { results, changedCount, failedCount: ids.length - changedCount, errors: [] };
}

/** A single-item mutation's payload from a one-id run of the engine. */
async function single(ctx: Context, id: string, op: BulkOperation): Promise<MediaPayloadShape> {
  const out = await runBulk(ctx, { ids: [id], errorPolicy: BulkErrorPolicy.ALL_OR_NOTHING }, op);
  const r = out.results[0] as BulkMediaItemResult;
  if (r.ok) return { media: r.media, errors: [] };
  const code = r.code as unknown as MediaMutationErrorCode;
  return { media: r.media, errors: [userError(code, r.message ?? '', 'id')] };
}

/**
 * With the SECOND_ADMIN review policy (site settings), approving an item that
 * waits for review needs an administrator other than its uploader.
 */
async function ownUploadGuard(ctx: Context, name: TransitionName): Promise<(row: MediaEntity) => ItemFailure | null> {
  const approves = name === 'approve' || name === 'publish';
  if (!approves || (await reviewPolicyOf(ctx.app)) !== 'SECOND_ADMIN') return () => null;
  const viewerId = (await ctx.viewer())?.id;
  return (row) =>
    row.status === 'PENDING_REVIEW' && row.uploaderId && row.uploaderId === viewerId
      ? {
          code: BulkMediaItemErrorCode.OWN_UPLOAD,
          message: `“${row.title}” is your own upload: another administrator approves it (review policy).`,
        }
      : null;
}

const transition = (ctx: Context, name: TransitionName, rejection?: RejectMediaInput): BulkOperation => {
  let ownUpload: (row: MediaEntity) => ItemFailure | null = () => null;
  return {
    prepare: async () => {
      ownUpload = await ownUploadGuard(ctx, name);
      return null;
    },
    check: (row) => checkTransition(name, row) ?? ownUpload(row),
    apply: (m, rows) =>
      applyTransition(ctx, m, name, rows, rejection && { reason: rejection.reason, note: rejection.note.trim() }),
  };
};

// ---------------------------------------------------------------- single-item workflow

export const submitMedia = (ctx: Context, id: string) => single(ctx, id, transition(ctx, 'submit'));
export const approveMedia = (ctx: Context, id: string) => single(ctx, id, transition(ctx, 'approve'));
export const rejectMedia = (ctx: Context, input: RejectMediaInput) =>
  single(ctx, input.id, transition(ctx, 'reject', input));
export const archiveMedia = (ctx: Context, id: string) => single(ctx, id, transition(ctx, 'archive'));
export const unarchiveMedia = (ctx: Context, id: string) => single(ctx, id, transition(ctx, 'unarchive'));

// ---------------------------------------------------------------- bulk

export const bulkPublish = (ctx: Context, input: BulkMediaInput) => runBulk(ctx, input, transition(ctx, 'publish'));
export const bulkArchive = (ctx: Context, input: BulkMediaInput) => runBulk(ctx, input, transition(ctx, 'archive'));

export const bulkDelete = (ctx: Context, input: BulkMediaInput) =>
  runBulk(ctx, input, { check: () => null, apply: (m, rows) => deleteMediaRows(ctx, m, rows) });

const updatedEntries = (rows: MediaEntity[], changedFields: string[], data: Record<string, unknown>): AuditEntry[] =>
  rows.map((r) => ({ action: 'media.updated', targetType: 'media', targetId: r.id, data: { changedFields, ...data } }));

const unknownReference = (field: string, message: string) => ({
  code: BulkMediaErrorCode.UNKNOWN_REFERENCE,
  message,
  field,
});

async function referenceProblem(
  m: EntityManager,
  refs: { tagIds?: string[]; platformIds?: string[]; categoryId?: string | null },
) {
  const e = await checkReferences(m, new Set(), refs);
  return e ? unknownReference(e.field ?? 'input', e.message) : null;
}

export const bulkTag = (ctx: Context, input: BulkTagMediaInput) =>
  runBulk(ctx, input, {
    prepare: (m) => referenceProblem(m, { tagIds: input.tagIds }),
    check: () => null,
    async apply(m, rows) {
      const tagIds = [...new Set(input.tagIds)];
      await m
        .createQueryBuilder()
        .insert()
        .into(MediaTagEntity)
        .values(rows.flatMap((r) => tagIds.map((tagId) => ({ mediaId: r.id, tagId }))))
        .orIgnore()
        .execute();
      await auditMany(ctx, updatedEntries(rows, ['tagIds'], { addedTagIds: tagIds }), m);
    },
  });

export const bulkUntag = (ctx: Context, input: BulkTagMediaInput) =>
  runBulk(ctx, input, {
    prepare: (m) => referenceProblem(m, { tagIds: input.tagIds }),
    check: () => null,
    async apply(m, rows) {
      await m.delete(MediaTagEntity, { mediaId: In(rows.map((r) => r.id)), tagId: In(input.tagIds) });
      await auditMany(ctx, updatedEntries(rows, ['tagIds'], { removedTagIds: input.tagIds }), m);
    },
  });

export function bulkSetCategory(ctx: Context, input: BulkSetMediaCategoryInput): Promise<BulkMediaPayload> {
  let categoryKind: string | null = null;
  return runBulk(ctx, input, {
    async prepare(m) {
      if (input.categoryId == null) return null;
      const problem = await referenceProblem(m, { categoryId: input.categoryId });
      if (problem) return problem;
      const [row] = await m.query('SELECT kind FROM categories WHERE id = $1', [input.categoryId]);
      categoryKind = (row as { kind: string }).kind;
      return null;
    },
    check: (row) =>
      categoryKind && row.kind !== categoryKind
        ? {
            code: BulkMediaItemErrorCode.CATEGORY_KIND_MISMATCH,
            message: `“${row.title}” is ${row.kind} media; the category holds ${categoryKind} media.`,
          }
        : null,
    async apply(m, rows) {
      await m.update(MediaEntity, { id: In(rows.map((r) => r.id)) }, { categoryId: input.categoryId ?? null });
      await auditMany(ctx, updatedEntries(rows, ['categoryId'], { categoryId: input.categoryId ?? null }), m);
    },
  });
}

export const bulkSetPlatforms = (ctx: Context, input: BulkSetMediaPlatformsInput) =>
  runBulk(ctx, input, {
    prepare: (m) => referenceProblem(m, { platformIds: input.platformIds }),
    check: () => null,
    async apply(m, rows) {
      await replaceLinks(
        m,
        rows.map((r) => r.id),
        { platformIds: input.platformIds },
      );
      await auditMany(ctx, updatedEntries(rows, ['platformIds'], { platformIds: input.platformIds }), m);
    },
  });

export const bulkSetAccess = (ctx: Context, input: BulkSetMediaAccessInput) =>
  runBulk(ctx, input, {
    check: () => null,
    async apply(m, rows) {
      const patch =
        input.priceCents != null ? { access: input.access, priceCents: input.priceCents } : { access: input.access };
      await m.update(MediaEntity, { id: In(rows.map((r) => r.id)) }, patch);
      await auditMany(ctx, updatedEntries(rows, Object.keys(patch), patch), m);
    },
  });
