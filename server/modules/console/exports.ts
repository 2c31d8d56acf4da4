/**
 * Streaming CSV exports: `GET /api/admin/export/{users|media|downloads|payments}.csv`.
 * An administrator's bearer token authorises it (curl, scripts), or a signed
 * link from the `adminExportLink` query (a browser download carries no bearer
 * token; the link names the admin's session and lives 5 minutes). Rows are
 * read by keyset pages (server/http/csv-stream.ts): a million rows stream with
 * flat memory, and the first bytes leave after the first page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Request, type RequestHandler, Router } from 'express';
import { Role } from '../../graphql/auth.js';
import { type AppDeps, type Context, readBearerToken } from '../../graphql/context.js';
import type { Viewer } from '../../graphql/identity.js';
import { type CsvPager, streamCsv } from '../../http/csv-stream.js';
import { freePlanName, PAYMENT_EXPORT_COLUMNS, paymentExportPage, runningSubscriptionsOf } from '../billing/index.js';
import { MediaEntity } from '../catalog/index.js';
import { DOWNLOAD_EXPORT_COLUMNS, downloadExportPage } from '../downloads/index.js';
import { ExportKind } from './exports.types.js';
import { filteredUsers } from './users.service.js';
import type { AdminUsersFilter } from './users.types.js';

export const EXPORT_PATH = '/api/admin/export';
const LINK_LIFETIME_SECONDS = 300;

interface LinkClaims {
  /** user id and session id of the admin who asked */
  u: string;
  s: string;
  k: ExportKind;
  /** the users filter, when k is USERS */
  f?: AdminUsersFilter | null;
  /** expiry, epoch seconds */
  e: number;
}

const sign = (deps: Pick<AppDeps, 'config'>, payload: string) =>
  createHmac('sha256', deps.config.storage.signingSecret).update(`export:v1:${payload}`).digest('base64url');

/** A link that downloads one export as the asking admin, for 5 minutes. */
export async function exportLink(ctx: Context, kind: ExportKind, filter?: AdminUsersFilter | null): Promise<string> {
  const viewer = (await ctx.viewer()) as Viewer;
  const claims: LinkClaims = {
    u: viewer.id,
    s: viewer.sessionId,
    k: kind,
    f: filter ?? null,
    e: Math.floor(Date.now() / 1000) + LINK_LIFETIME_SECONDS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${ctx.app.config.siteUrl ?? ''}${EXPORT_PATH}/${kind.toLowerCase()}.csv?link=${payload}.${sign(ctx.app, payload)}`;
}

function readLink(deps: AppDeps, link: string): LinkClaims | null {
  const [payload = '', signature = ''] = link.split('.');
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(deps, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
    return claims.e * 1000 > Date.now() ? claims : null;
  } catch {
    return null;
  }
}

/** The admin behind the request, and the filter a link carries; a reason to refuse otherwise. */
type Authorised = { viewer: Viewer; filter: AdminUsersFilter | null } | { status: number; message: string };

async function authorise(deps: AppDeps, req: Request, kind: ExportKind): Promise<Authorised> {
  const token = readBearerToken(req);
  const link = typeof req.query.link === 'string' ? readLink(deps, req.query.link) : null;
  if (typeof req.query.link === 'string' && (!link || link.k !== kind)) {
    return { status: 403, message: 'This export link has expired or is not valid. Start the export again.' };
  }
  const auth = link ? { userId: link.u, sessionId: link.s } : token ? deps.identity.verify(token) : {};
  const viewer = await deps.identity.load(auth);
  if (!viewer) return { status: 401, message: 'Sign in as an administrator (bearer token) or use an export link.' };
  if (viewer.disabled || viewer.role !== Role.ADMIN) return { status: 403, message: 'Exports are for administrators.' };
  return { viewer, filter: link?.f ?? null };
}

const USER_COLUMNS = [
  'id',
  'email',
  'display_name',
  'role',
  'email_verified',
  'disabled',
  'disabled_reason',
  'plan',
  'created_at',
];

function usersPager(deps: AppDeps, filter: AdminUsersFilter | null): CsvPager<string> {
  let freePlan: string | undefined;
  return async (after, limit) => {
    // The list's own filter (users.service.ts), in id order for keyset pages.
    const qb = (await filteredUsers(deps.db, filter))
      .select([
        'u.id AS id',
        'u.email AS email',
        'u.display_name AS display_name',
        'u.role AS role',
        'u.email_verified_at IS NOT NULL AS email_verified',
        'u.disabled_at IS NOT NULL AS disabled',
        'u.disabled_reason AS disabled_reason',
        'u.created_at AS created_at',
      ])
      .orderBy('u.id', 'ASC')
      .limit(limit);
    if (after) qb.andWhere('u.id > :after', { after });
    const rows: Record<string, unknown>[] = await qb.getRawMany();
    // Plans of the page in one statement (not a subquery per row); everyone else is on the Free plan.
    const running = await runningSubscriptionsOf(
      deps.db.manager,
      rows.map((r) => r.id as string),
    );
    freePlan ??= await freePlanName(deps.db);
    for (const r of rows) r.plan = running.get(r.id as string)?.planName ?? freePlan;
    return {
      rows: rows.map((r) => USER_COLUMNS.map((c) => r[c])),
      next: rows.length === limit ? (rows.at(-1)?.id as string) : null,
    };
  };
}

const MEDIA_COLUMNS = [
  'id',
  'kind',
  'title',
  'slug',
  'status',
  'access',
  'price_cents',
  'category',
  'view_count',
  'download_count',
  'created_at',
  'published_at',
];

function mediaPager(deps: AppDeps): CsvPager<string> {
  return async (after, limit) => {
    const qb = deps.db
      .getRepository(MediaEntity)
      .createQueryBuilder('m')
      .leftJoin('m.category', 'c')
      .select([
        'm.id AS id',
        'm.kind AS kind',
        'm.title AS title',
        'm.slug AS slug',
        'm.status AS status',
        'm.access AS access',
        'm.price_cents AS price_cents',
        'c.name AS category',
        'm.view_count AS view_count',
        'm.download_count AS download_count',
        'm.created_at AS created_at',
        'm.published_at AS published_at',
      ])
      .orderBy('m.id', 'ASC')
      .limit(limit);
    if (after) qb.where('m.id > :after', { after });
    const rows: Record<string, unknown>[] = await qb.getRawMany();
    return {
      rows: rows.map((r) => MEDIA_COLUMNS.map((c) => r[c])),
      next: rows.length === limit ? (rows.at(-1)?.id as string) : null,
    };
  };
}

export function exportRoutes(deps: AppDeps): RequestHandler {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const match = /^(users|media|downloads|payments)\.csv$/.exec(req.params.file ?? '');
    if (!match) {
      res.status(404).type('text/plain').send('Exports: users.csv, media.csv, downloads.csv, payments.csv.');
      return;
    }
    const kind = (match[1] as string).toUpperCase() as ExportKind;
    const who = await authorise(deps, req, kind);
    if ('status' in who) {
      res.status(who.status).type('text/plain').send(who.message);
      return;
    }
    const date = new Date().toISOString().slice(0, 10);
    try {
      if (kind === ExportKind.USERS)
        await streamCsv(res, `users-${date}.csv`, USER_COLUMNS, usersPager(deps, who.filter));
      else if (kind === ExportKind.MEDIA) await streamCsv(res, `media-${date}.csv`, MEDIA_COLUMNS, mediaPager(deps));
      else if (kind === ExportKind.DOWNLOADS)
        await streamCsv<string>(res, `downloads-${date}.csv`, DOWNLOAD_EXPORT_COLUMNS, (after, limit) =>
          downloadExportPage(deps.db, after, limit),
        );
      else
        await streamCsv<string>(res, `payments-${date}.csv`, PAYMENT_EXPORT_COLUMNS, (after, limit) =>
          paymentExportPage(deps.db, after, limit),
        );
    } catch (err) {
      req.log?.error({ err, kind }, 'export failed mid-stream');
      // Headers are gone: cut the connection, so the download shows as failed rather than complete.
      if (res.headersSent) res.destroy(err as Error);
      else res.status(500).type('text/plain').send('The export failed. Try again.');
    }
  });
  return router;
}
