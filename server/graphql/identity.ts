/**
 * Who is asking, as the platform sees it. The platform authenticates every
 * request (GraphQL, uploads, idempotency scopes) but knows no accounts table:
 * the module that owns users supplies an `Identity` through its manifest
 * (server/module.ts), and the platform only calls it.
 */
import type { Role } from './auth.js';

/** The few facts authorization needs, fresh from the database on each request. */
export interface Viewer {
  id: string;
  role: `${Role}`;
  disabled: boolean;
  sessionId: string;
  /** When credentials were last presented in this session (recent-login checks). */
  authenticatedAt: Date;
}

export interface AuthState {
  /** Claims of a valid access token; undefined when none was sent or it failed verification. */
  userId?: string;
  sessionId?: string;
  /** Why a token that was sent was refused (the request continues anonymously). */
  tokenError?: 'expired' | 'invalid';
}

export interface Identity {
  /** Checks a bearer token's signature and expiry, without I/O. */
  verify(token: string): AuthState;
  /**
   * The viewer a verified token names, or null when its session has ended
   * (signed out, revoked, expired) or the user is gone.
   */
  load(auth: AuthState): Promise<Viewer | null>;
}
