/**
 * The web client's refresh token lives in an httpOnly cookie scoped to
 * /graphql: page scripts never see it, and SameSite=Strict keeps other sites
 * from spending it. In production it is always Secure — never sent over plain
 * HTTP, whatever a proxy in front says about the scheme; elsewhere it follows
 * the request, so `npm start` works on http://localhost.
 */
import type { Request } from 'express';
import type { Context } from '../../graphql/context.js';

export const REFRESH_COOKIE = 'fs_refresh';

function options(ctx: Context) {
  return {
    httpOnly: true,
    secure: ctx.app.config.isProd || ctx.req.secure,
    sameSite: 'strict',
    path: '/graphql',
  } as const;
}

export function setRefreshCookie(ctx: Context, token: string, expires: Date): void {
  ctx.res.cookie(REFRESH_COOKIE, token, { ...options(ctx), expires });
}

export function clearRefreshCookie(ctx: Context): void {
  ctx.res.clearCookie(REFRESH_COOKIE, options(ctx));
}

export function readRefreshCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
