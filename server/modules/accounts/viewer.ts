import type { DataSource } from 'typeorm';
import type { AuthState, Context } from '../../graphql/context.js';
import { appError, ErrorCode } from '../../graphql/errors.js';
import type { UserRole } from './user.entity.js';

/** Who is asking: the few facts authorization needs, fresh from the database on each request. */
export interface Viewer {
  id: string;
  role: UserRole;
  disabled: boolean;
  sessionId: string;
  /** When credentials were last presented in this session (recent-login checks). */
  authenticatedAt: Date;
}

/**
 * One statement: the user and their session. A token whose session was revoked
 * (signed out, password changed, theft detected) stops working at once rather
 * than at its expiry; a role change or disabling applies to the next request.
 */
export async function loadViewer(db: DataSource, auth: AuthState): Promise<Viewer | null> {
  if (!auth.userId || !auth.sessionId) return null;
  const rows: { id: string; role: UserRole; disabled: boolean; authenticatedAt: Date }[] = await db.query(
    `SELECT u.id, u.role, u.disabled_at IS NOT NULL AS disabled, s.authenticated_at AS "authenticatedAt"
       FROM users u JOIN sessions s ON s.user_id = u.id
      WHERE u.id = $1 AND s.id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [auth.userId, auth.sessionId],
  );
  const row = rows[0];
  return row ? { ...row, sessionId: auth.sessionId } : null;
}

/** The viewer of an @auth field (the directive has checked there is one). */
export async function signedIn(ctx: Context): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw appError(ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');
  return viewer;
}
