/**
 * The web client's refresh token lives in an httpOnly cookie scoped to
 * /graphql: page scripts never see it, and SameSite=Strict keeps other sites
 * from spending it. In production it is always Secure — never sent over plain
 * HTTP, whatever a proxy in front says about the scheme; elsewhere it follows
 * the request, so `npm start` works on http://localhost.
 *
 * Beside it goes a hint page scripts can read, holding nothing secret: that a
 * refresh cookie was issued and when it lapses. A browser without the hint
 * has no session to restore, so the web client skips the restoring round
 * trip — on a phone on slow 4G that is ~150 ms before a visitor's first
 * catalogue query can even be sent (issue 20).
 */
import type { Request } from 'express';
import type { Context } from '../../graphql/context.js';
import { SESSION_HINT_COOKIE } from '../../http/session-hint.js';

export const REFRESH_COOKIE = 'fs_refresh';

function options(ctx: Context) {
  return {
    httpOnly: true,
    secure: ctx.app.config.isProd || ctx.req.secure,
    sameSite: 'strict',
    path: '/graphql',
  } as const;
}

function hintOptions(ctx: Context) {
  return { ...options(ctx), httpOnly: false, path: '/' } as const;
}

export function setRefreshCookie(ctx: Context, token: string, expires: Date): void {
  ctx.res.cookie(REFRESH_COOKIE, token, { ...options(ctx), expires });
  ctx.res.cookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(ctx), expires });
}

export function clearRefreshCookie(ctx: Context): void {
  ctx.res.clearCookie(REFRESH_COOKIE, options(ctx));
  ctx.res.clearCookie(SESSION_HINT_COOKIE, hintOptions(ctx));
}

export function readRefreshCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
