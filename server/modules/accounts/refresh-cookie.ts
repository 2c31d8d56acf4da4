/**
 * The web client's refresh token lives in an httpOnly cookie scoped to
 * /graphql: page scripts never see it, and SameSite=Strict keeps other sites
 * from spending it.
 */
import type { Request, Response } from 'express';

export const REFRESH_COOKIE = 'fs_refresh';

export function setRefreshCookie(req: Request, res: Response, token: string, expires: Date): void {
  res.cookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: req.secure,
    sameSite: 'strict',
    path: '/graphql',
    expires,
  });
}

export function clearRefreshCookie(req: Request, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure: req.secure, sameSite: 'strict', path: '/graphql' });
}

export function readRefreshCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
