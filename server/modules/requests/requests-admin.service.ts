/**
 * Admin moves on the request board: change status (decline with a reason,
 * fulfil with published items) and merge duplicates. Every move is audited
 * and tells the requester and every voter, once each, in the same
 * transaction.
 */
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import { type Media, publishedMediaByIds } from '../catalog/index.js';
import { type NewNotification, notify } from '../notifications/index.js';
import { AssetRequestEntity, AssetRequestItemEntity } from './request.entity.js';
import {
  isActive,
  MAX_LINKED_ITEMS,
  MAX_REASON_LENGTH,
  NEXT_STATUSES,
  RequestStatus,
  STATUS_WORDS,
} from './request-rules.js';
import { lockRequest, toRequest } from './requests.service.js';
import {
  type MergeAssetRequestsInput,
  type MergeAssetRequestsPayload,
  MergeAssetRequestsErrorCode as MergeError,
  UpdateAssetRequestStatusErrorCode as StatusError,
  type UpdateAssetRequestStatusInput,
  type UpdateAssetRequestStatusPayload,
} from './requests.types.js';

/** The members' page of an item (the catalogue's member routes, by kind). */
export function memberItemPath(item: { kind: `${Media['kind']}`; slug: string }): string {
  const section = item.kind === 'ASSET' ? 'assets' : item.kind === 'IMAGE' ? 'images' : 'audio';
  return `/members/${section}/${encodeURIComponent(item.slug)}`;
}

/** The board, opened on one request. */
export const requestPath = (id: string) => `/members/request-asset?request=${id}`;

/** The requester and every voter of a request, each once. */
async function audienceOf(m: EntityManager, requestId: string): Promise<string[]> {
  const rows: { user_id: string }[] = await m.query(
    `SELECT user_id FROM asset_request_votes WHERE request_id = $1
     UNION SELECT requester_id FROM asset_requests WHERE id = $1 AND requester_id IS NOT NULL`,
    [requestId],
  );
  return rows.map((r) => r.user_id);
}

export async function updateStatus(
  ctx: Context,
  input: UpdateAssetRequestStatusInput,
): Promise<UpdateAssetRequestStatusPayload> {
  const fail = (code: StatusError, message: string, field: string | null = null) => ({
    request: null,
    errors: [userError(code, message, field)],
  });
  if (!isUuid(input.id)) return fail(StatusError.NOT_FOUND, 'No such request.', 'id');
  const reason = input.reason?.trim() ?? '';
  if (input.status === RequestStatus.DECLINED && (reason.length === 0 || [...reason].length > MAX_REASON_LENGTH)) {
    return fail(StatusError.REASON_REQUIRED, `Say why, in at most ${MAX_REASON_LENGTH} characters.`, 'reason');
  }
  let items: Media[] = [];
  if (input.status === RequestStatus.FULFILLED) {
    const ids = [...new Set(input.mediaIds ?? [])];
    if (ids.length === 0 || ids.length > MAX_LINKED_ITEMS) {
      return fail(StatusError.ITEMS_REQUIRED, `Link 1 to ${MAX_LINKED_ITEMS} published items.`, 'mediaIds');
    }
    items = await publishedMediaByIds(ctx, ids);
    if (items.length !== ids.length) {
      return fail(StatusError.UNKNOWN_ITEM, 'Link only published items.', 'mediaIds');
    }
  }
  return ctx.app.db.transaction(async (m) => {
    const row = await lockRequest(m, input.id);
    if (!row) return fail(StatusError.NOT_FOUND, 'No such request.', 'id');
    if (!NEXT_STATUSES[row.status].includes(input.status)) {
      return fail(
        StatusError.INVALID_TRANSITION,
        `A ${STATUS_WORDS[row.status]} request cannot become ${STATUS_WORDS[input.status]}.`,
        'status',
      );
    }
    const from = row.status;
    await m.update(
      AssetRequestEntity,
      { id: row.id },
      { status: input.status, declineReason: input.status === RequestStatus.DECLINED ? reason : null },
    );
    if (items.length > 0) {
      await m.insert(
        AssetRequestItemEntity,
        items.map((item, position) => ({ requestId: row.id, mediaId: item.id, position })),
      );
    }
    await audit(
      ctx,
      {
        action: 'request.status',
        targetType: 'asset_request',
        targetId: row.id,
        data: { from, to: input.status, ...(reason ? { reason } : {}), mediaIds: items.map((i) => i.id) },
      },
      m,
    );
    const first = items[0];
    const note: Omit<NewNotification, 'userId'> = first
      ? {
          type: 'request.fulfilled',
          title: `“${row.title}” is here`,
          body: items.length > 1 ? `${items.length} new items fulfil your request.` : `Fulfilled by ${first.title}.`,
          link: memberItemPath(first),
          data: { requestId: row.id, mediaIds: items.map((i) => i.id) },
        }
      : {
          type: 'request.status',
          title: `“${row.title}” is now ${STATUS_WORDS[input.status]}`,
          body: input.status === RequestStatus.DECLINED ? reason : '',
          link: requestPath(row.id),
          data: { requestId: row.id, from, to: input.status },
        };
    await notify(
      m,
      (await audienceOf(m, row.id)).map((userId) => ({ ...note, userId })),
    );
    return { request: toRequest(await m.findOneByOrFail(AssetRequestEntity, { id: row.id })), errors: [] };
  });
}

/**
 * Folds a duplicate into the request that survives: its votes move (a member
 * who voted for both keeps one vote), the survivor's count is recounted, and
 * every voter of the duplicate is told once where their vote went.
 */
export async function mergeRequests(ctx: Context, input: MergeAssetRequestsInput): Promise<MergeAssetRequestsPayload> {
  const fail = (code: MergeError, message: string, field: string | null = null) => ({
    request: null,
    errors: [userError(code, message, field)],
  });
  if (input.duplicateId === input.intoId) return fail(MergeError.SAME_REQUEST, 'Choose another request.', 'intoId');
  if (!isUuid(input.duplicateId) || !isUuid(input.intoId)) return fail(MergeError.NOT_FOUND, 'No such request.');
  return ctx.app.db.transaction(async (m) => {
    // Lock both in id order, so two merges of the same pair cannot deadlock.
    const [firstId, secondId] = [input.duplicateId, input.intoId].sort();
    const locked = [await lockRequest(m, firstId as string), await lockRequest(m, secondId as string)];
    const duplicate = locked.find((r) => r?.id === input.duplicateId);
    const into = locked.find((r) => r?.id === input.intoId);
    if (!duplicate || !into) return fail(MergeError.NOT_FOUND, 'No such request.');
    if (!isActive(duplicate.status) || !isActive(into.status)) {
      return fail(MergeError.NOT_ACTIVE, 'Only open, planned or in-progress requests can be merged.');
    }
    const audience = await audienceOf(m, duplicate.id);
    await m.query(
      `INSERT INTO asset_request_votes (request_id, user_id, created_at)
       SELECT $2, user_id, created_at FROM asset_request_votes WHERE request_id = $1
       ON CONFLICT DO NOTHING`,
      [duplicate.id, into.id],
    );
    await m.query('DELETE FROM asset_request_votes WHERE request_id = $1', [duplicate.id]);
    await m.query(
      `UPDATE asset_requests SET vote_count = (SELECT count(*) FROM asset_request_votes WHERE request_id = $1)
       WHERE id = $1`,
      [into.id],
    );
    await m.update(
      AssetRequestEntity,
      { id: duplicate.id },
      { status: RequestStatus.MERGED, mergedIntoId: into.id, voteCount: 0 },
    );
    await audit(
      ctx,
      { action: 'request.merge', targetType: 'asset_request', targetId: duplicate.id, data: { into: into.id } },
      m,
    );
    await notify(
      m,
      audience.map((userId) => ({
        userId,
        type: 'request.status',
        title: `“${duplicate.title}” joined “${into.title}”`,
        body: 'It asked for the same thing, so your vote now counts there.',
        link: requestPath(into.id),
        data: { requestId: into.id, mergedId: duplicate.id },
      })),
    );
    return { request: toRequest(await m.findOneByOrFail(AssetRequestEntity, { id: into.id })), errors: [] };
  });
}
