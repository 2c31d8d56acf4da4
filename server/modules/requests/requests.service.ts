/**
 * The request board for members: ask (within the limits), vote (one per
 * member, set on or off, exact under concurrency), list and find similar
 * requests. Admin moves live in requests-admin.service.ts.
 */
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import { signedIn } from '../../graphql/auth.js';
import { type ConnectionArgs, mapConnection, pageSize, paginate, type SortKey } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import { isFeatureOn } from '../settings/index.js';
import { AssetRequestEntity } from './request.entity.js';
import {
  ACTIVE_STATUSES,
  isActive,
  MAX_DESCRIPTION_LENGTH,
  MAX_OPEN_REQUESTS_PER_MEMBER,
  MAX_PLATFORMS,
  MAX_REFERENCE_URL_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_TITLE_LENGTH,
  RequestStatus,
  STATUS_ORDER,
  statusRankSql,
} from './request-rules.js';
import {
  type AssetRequest,
  AssetRequestSort,
  type AssetRequestsArgs,
  type CreateAssetRequestInput,
  type CreateAssetRequestPayload,
  CreateAssetRequestErrorCode as CreateError,
  type SetAssetRequestVoteInput,
  type SetAssetRequestVotePayload,
  SetAssetRequestVoteErrorCode as VoteError,
} from './requests.types.js';

export const toRequest = (r: AssetRequestEntity): AssetRequest => ({
  id: r.id,
  title: r.title,
  description: r.description,
  kind: r.kind,
  platforms: r.platforms,
  categoryId: r.categoryId,
  referenceUrl: r.referenceUrl,
  status: r.status,
  declineReason: r.declineReason,
  mergedIntoId: r.mergedIntoId,
  voteCount: r.voteCount,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  requesterId: r.requesterId,
});

const codePoints = (s: string) => [...s].length;
const clean = (s: string) =>
  s
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ' ')
    .trim();

/** Checks a new request; the first problem found, or the cleaned values. */
async function checkNew(ctx: Context, input: CreateAssetRequestInput) {
  const title = clean(input.title).replace(/\s+/g, ' ');
  if (codePoints(title) < MIN_TITLE_LENGTH || codePoints(title) > MAX_TITLE_LENGTH) {
    return userError(
      CreateError.INVALID_TITLE,
      `Give a title of ${MIN_TITLE_LENGTH} to ${MAX_TITLE_LENGTH} characters.`,
      'title',
    );
  }
  const description = input.description.normalize('NFC').trim();
  if (codePoints(description) > MAX_DESCRIPTION_LENGTH) {
    return userError(
      CreateError.DESCRIPTION_TOO_LONG,
      `Keep the description under ${MAX_DESCRIPTION_LENGTH} characters.`,
      'description',
    );
  }
  const platforms = [...new Set(input.platforms)];
  if (platforms.length > MAX_PLATFORMS) {
    return userError(CreateError.UNKNOWN_PLATFORM, `Choose at most ${MAX_PLATFORMS} platforms.`, 'platforms');
  }
  if (platforms.length > 0) {
    const known: { slug: string }[] = await ctx.app.db.query('SELECT slug FROM platforms WHERE slug = ANY($1)', [
      platforms,
    ]);
    if (known.length !== platforms.length) {
      return userError(CreateError.UNKNOWN_PLATFORM, 'Choose platforms from the list.', 'platforms');
    }
  }
  const categoryId = input.categoryId ?? null;
  if (categoryId) {
    const rows: { kind: string }[] = isUuid(categoryId)
      ? await ctx.app.db.query('SELECT kind FROM categories WHERE id = $1', [categoryId])
      : [];
    if (rows[0]?.kind !== input.kind) {
      return userError(CreateError.UNKNOWN_CATEGORY, 'Choose a category of that kind.', 'categoryId');
    }
  }
  const referenceUrl = input.referenceUrl?.trim() || null;
  if (referenceUrl && !isHttpUrl(referenceUrl)) {
    return userError(
      CreateError.INVALID_REFERENCE_URL,
      `Give a link starting with https:// (at most ${MAX_REFERENCE_URL_LENGTH} characters).`,
      'referenceUrl',
    );
  }
  return { title, description, platforms, categoryId, referenceUrl };
}

function isHttpUrl(value: string): boolean {
  if (value.length > MAX_REFERENCE_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Asking and voting while an administrator has the board switched off (the board itself stays readable). */
const BOARD_OFF = 'The request board is switched off in the site settings for now.';

export async function createRequest(ctx: Context, input: CreateAssetRequestInput): Promise<CreateAssetRequestPayload> {
  const viewer = await signedIn(ctx);
  if (!(await isFeatureOn(ctx.app, 'requestBoard'))) {
    return { request: null, errors: [userError(CreateError.FEATURE_DISABLED, BOARD_OFF)] };
  }
  const checked = await checkNew(ctx, input);
  if ('code' in checked) return { request: null, errors: [checked] };
  return ctx.app.db.transaction(async (m) => {
    // One member's requests are counted and added one at a time, so parallel asks cannot pass the limit.
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('asset-requests:' || $1))`, [viewer.id]);
    const open = await m.count(AssetRequestEntity, {
      where: ACTIVE_STATUSES.map((status) => ({ requesterId: viewer.id, status })),
    });
    if (open >= MAX_OPEN_REQUESTS_PER_MEMBER) {
      return {
        request: null,
        errors: [
          userError(
            CreateError.TOO_MANY_OPEN_REQUESTS,
            `You have ${MAX_OPEN_REQUESTS_PER_MEMBER} open requests. Vote on others, or wait until one is done.`,
          ),
        ],
      };
    }
    const row = await m.save(
      m.create(AssetRequestEntity, { ...checked, kind: input.kind, requesterId: viewer.id, voteCount: 1 }),
    );
    // The requester's own vote: they want it too.
    await m.query('INSERT INTO asset_request_votes (request_id, user_id) VALUES ($1, $2)', [row.id, viewer.id]);
    await audit(ctx, { action: 'request.create', targetType: 'asset_request', targetId: row.id }, m);
    const saved = await m.findOneByOrFail(AssetRequestEntity, { id: row.id });
    return { request: toRequest(saved), errors: [] };
  });
}

/**
 * Sets the viewer's vote. The request row is locked first, so votes, merges
 * and status changes on one request take turns and the count stays exact.
 */
export async function setVote(ctx: Context, input: SetAssetRequestVoteInput): Promise<SetAssetRequestVotePayload> {
  const viewer = await signedIn(ctx);
  if (!(await isFeatureOn(ctx.app, 'requestBoard'))) {
    return { request: null, errors: [userError(VoteError.FEATURE_DISABLED, BOARD_OFF)] };
  }
  if (!isUuid(input.requestId)) {
    return { request: null, errors: [userError(VoteError.NOT_FOUND, 'No such request.', 'requestId')] };
  }
  return ctx.app.db.transaction(async (m) => {
    const row = await lockRequest(m, input.requestId);
    if (!row) return { request: null, errors: [userError(VoteError.NOT_FOUND, 'No such request.', 'requestId')] };
    if (!isActive(row.status)) {
      return {
        request: toRequest(row),
        errors: [userError(VoteError.CLOSED, 'Votes are closed: this request is done.', 'requestId')],
      };
    }
    const changed: unknown[] = input.voted
      ? await m.query(
          'INSERT INTO asset_request_votes (request_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
          [row.id, viewer.id],
        )
      : await m.query('DELETE FROM asset_request_votes WHERE request_id = $1 AND user_id = $2 RETURNING 1', [
          row.id,
          viewer.id,
        ]);
    if (changed.length === 0) return { request: toRequest(row), errors: [] };
    await m.query('UPDATE asset_requests SET vote_count = vote_count + $2 WHERE id = $1', [
      row.id,
      input.voted ? 1 : -1,
    ]);
    return { request: toRequest(await m.findOneByOrFail(AssetRequestEntity, { id: row.id })), errors: [] };
  });
}

export function lockRequest(m: EntityManager, id: string): Promise<AssetRequestEntity | null> {
  return m
    .getRepository(AssetRequestEntity)
    .createQueryBuilder('r')
    .setLock('pessimistic_write')
    .where('r.id = :id', { id })
    .getOne();
}

const SORTS: Record<AssetRequestSort, SortKey[]> = {
  [AssetRequestSort.VOTES]: [
    { column: 'r.vote_count', direction: 'DESC', value: (r: AssetRequestEntity) => r.voteCount },
    { column: 'r.id', direction: 'DESC', value: (r: AssetRequestEntity) => r.id },
  ],
  [AssetRequestSort.NEWEST]: [
    { column: 'r.created_at', direction: 'DESC', value: (r: AssetRequestEntity) => r.createdAt.toISOString() },
    { column: 'r.id', direction: 'DESC', value: (r: AssetRequestEntity) => r.id },
  ],
  [AssetRequestSort.STATUS]: [
    {
      column: statusRankSql('r.status'),
      direction: 'ASC',
      value: (r: AssetRequestEntity) => STATUS_ORDER.indexOf(r.status),
    },
    { column: 'r.vote_count', direction: 'DESC', value: (r: AssetRequestEntity) => r.voteCount },
    { column: 'r.id', direction: 'DESC', value: (r: AssetRequestEntity) => r.id },
  ],
};

export async function listRequests(ctx: Context, args: AssetRequestsArgs) {
  const viewer = await signedIn(ctx);
  const qb = ctx.app.db.getRepository(AssetRequestEntity).createQueryBuilder('r');
  if (args.status) qb.andWhere('r.status = :status', { status: args.status });
  else qb.andWhere('r.status <> :merged', { merged: RequestStatus.MERGED });
  if (args.kind) qb.andWhere('r.kind = :kind', { kind: args.kind });
  if (args.platform) qb.andWhere(':platform = ANY(r.platforms)', { platform: args.platform });
  if (args.mine) {
    qb.andWhere(
      '(r.requester_id = :me OR EXISTS (SELECT 1 FROM asset_request_votes v WHERE v.request_id = r.id AND v.user_id = :me))',
      { me: viewer.id },
    );
  }
  const page = await paginate(qb, {
    first: await pageSize(ctx, args.first),
    after: args.after,
    keys: SORTS[args.sort],
  });
  return page;
}

/** The requests one member made, every status, newest first (the admin console's account view). */
export async function requestsBy(ctx: Context, userId: string, args: ConnectionArgs) {
  const qb = ctx.app.db
    .getRepository(AssetRequestEntity)
    .createQueryBuilder('r')
    .where('r.requester_id = :userId', { userId });
  const page = await paginate(qb, {
    first: await pageSize(ctx, args.first),
    after: args.after,
    keys: SORTS[AssetRequestSort.NEWEST],
  });
  return mapConnection(page, toRequest);
}

export async function requestById(ctx: Context, id: string): Promise<AssetRequestEntity | null> {
  await signedIn(ctx);
  if (!isUuid(id)) return null;
  return ctx.app.db.getRepository(AssetRequestEntity).findOneBy({ id });
}

/** Words of a title worth matching on (three letters or more), at most six. */
function wordsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3),
    ),
  ].slice(0, 6);
}

/** Active requests whose titles share words with `title`, the most shared and voted first (at most 5). */
export async function similarRequests(ctx: Context, title: string): Promise<AssetRequestEntity[]> {
  await signedIn(ctx);
  if (title.length > MAX_TITLE_LENGTH * 2) throw badInput(`title is longer than ${MAX_TITLE_LENGTH * 2}.`, 'title');
  const words = wordsOf(title);
  if (words.length === 0) return [];
  const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, '\\$&')}%`);
  const ids: { id: string }[] = await ctx.app.db.query(
    `SELECT r.id FROM asset_requests r
      WHERE r.status = ANY($2) AND r.title ILIKE ANY($1)
      ORDER BY (SELECT count(*) FROM unnest($1::text[]) p WHERE r.title ILIKE p) DESC, r.vote_count DESC, r.id
      LIMIT 5`,
    [patterns, ACTIVE_STATUSES],
  );
  if (ids.length === 0) return [];
  const rows = await ctx.app.db.getRepository(AssetRequestEntity).findBy(ids.map(({ id }) => ({ id })));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap(({ id }) => byId.get(id) ?? []);
}

/** Which of these requests the viewer voted for (one statement per request, batched by a loader). */
export async function votedByViewer(ctx: Context, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const rows: { request_id: string }[] = await ctx.app.db.query(
    'SELECT request_id FROM asset_request_votes WHERE user_id = $1 AND request_id = ANY($2)',
    [userId, ids],
  );
  return new Set(rows.map((r) => r.request_id));
}
