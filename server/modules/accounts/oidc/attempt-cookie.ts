/**
 * Ties a sign-in attempt to the browser that started it. Without this, a
 * callback URL captured from an attacker's own sign-in could be opened in a
 * victim's browser and sign the victim into the attacker's account (login CSRF).
 *
 * SameSite=Lax, not Strict: the callback is a top-level navigation coming from
 * the provider's site, which Strict cookies do not accompany.
 */
import type { Request, Response } from 'express';

export const ATTEMPT_COOKIE = 'fs_oidc';
const COOKIE_PATH = '/api/auth/oidc';

export function setAttemptCookie(req: Request, res: Response, value: string, maxAgeMs: number): void {
  res.cookie(ATTEMPT_COOKIE, value, {
    httpOnly: true,
    secure: req.secure,
    sameSite: 'lax',
    path: COOKIE_PATH,
    maxAge: maxAgeMs,
  });
}

export function clearAttemptCookie(req: Request, res: Response): void {
  res.clearCookie(ATTEMPT_COOKIE, { httpOnly: true, secure: req.secure, sameSite: 'lax', path: COOKIE_PATH });
}

export function readAttemptCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, string> | undefined)?.[ATTEMPT_COOKIE];
  return typeof value === 'string' && /^[\w-]{43}$/.test(value) ? value : undefined;
}
