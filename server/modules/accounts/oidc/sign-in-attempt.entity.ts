import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One social sign-in in progress, between the redirect to the provider and
 * its callback. Kept in PostgreSQL (not memory) so the callback may land on any
 * app instance; tied to the browser that started it by an httpOnly cookie whose
 * SHA-256 is the key; deleted when the callback consumes it, expired after 10 minutes.
 */
@Entity('oidc_sign_in_attempts')
export class SignInAttemptEntity {
  @PrimaryColumn({ name: 'id_hash', type: 'bytea' })
  idHash: Buffer;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ type: 'varchar', length: 128 })
  state: string;

  /** Null for OAuth 2.0-only providers (GitHub), which issue no ID token to carry it. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  nonce: string | null;

  @Column({ name: 'code_verifier', type: 'varchar', length: 128 })
  codeVerifier: string;

  /** The callback URL sent to the provider; the token request must repeat it exactly. */
  @Column({ name: 'redirect_uri', type: 'varchar', length: 2048 })
  redirectUri: string;

  /** Where in the client to land afterwards: a validated same-site path. */
  @Column({ name: 'return_to', type: 'varchar', length: 2048 })
  returnTo: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
