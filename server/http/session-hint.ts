/**
 * The readable cookie that says a browser holds a session (set and cleared
 * beside the refresh cookie by the accounts module). Nothing secret: the web
 * client reads it to skip restoring a session it does not have
 * (client/src/lib/auth.tsx), and the page HTML names the members and admin
 * chunks only to a browser that has it (./route-preloads.ts).
 */
import type { Request } from 'express';

export const SESSION_HINT_COOKIE = 'fs_session';

/** Whether the request carries the hint (its cookies parsed by cookie-parser). */
export function hasSessionHint(req: Request): boolean {
  return (req.cookies as Record<string, string> | undefined)?.[SESSION_HINT_COOKIE] !== undefined;
}
