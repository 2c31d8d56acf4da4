/**
 * The accounts module's side of the platform's `Identity` (graphql/identity.ts):
 * access tokens are verified without I/O, and the viewer is read fresh from
 * the database on each request.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../../config.js';
import type { AuthState, Identity, Viewer } from '../../graphql/identity.js';
import { verifyAccessToken } from './tokens.js';

export function accountsIdentity({ config, db }: { config: Config; db: DataSource }): Identity {
  return {
    verify(token) {
      const result = verifyAccessToken(config, token);
      return result.ok ? { userId: result.claims.sub, sessionId: result.claims.sid } : { tokenError: result.reason };
    },
    load: (auth) => loadViewer(db, auth),
  };
}

/**
 * One statement: the user and their session. A token whose session was revoked
 * (signed out, password changed, theft detected) stops working at once rather
 * than at its expiry; a role change or disabling applies to the next request.
 */
async function loadViewer(db: DataSource, auth: AuthState): Promise<Viewer | null> {
  if (!auth.userId || !auth.sessionId) return null;
  const rows: Omit<Viewer, 'sessionId'>[] = await db.query(
    `SELECT u.id, u.role, u.disabled_at IS NOT NULL AS disabled, s.authenticated_at AS "authenticatedAt"
       FROM users u JOIN sessions s ON s.user_id = u.id
      WHERE u.id = $1 AND s.id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [auth.userId, auth.sessionId],
  );
  const row = rows[0];
  return row ? { ...row, sessionId: auth.sessionId } : null;
}
