import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { UserEntity } from './user.entity.js';

/**
 * One signed-in device: a family of refresh tokens that rotate on every use.
 * Revoking the session (sign-out, reuse detected, password change) ends the family.
 */
@Entity('sessions')
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'inet', nullable: true })
  ip: string | null;

  /** When credentials were last presented in this session (recent-login checks). */
  @Column({ name: 'authenticated_at', type: 'timestamptz' })
  authenticatedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz' })
  lastUsedAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoke_reason', type: 'varchar', length: 32, nullable: true })
  revokeReason: string | null;
}

/**
 * How a refresh token stopped being the session's current one:
 * EXCHANGED by its holder (one retry of that exchange is allowed, see
 * sessions.ts), RETRIED (that one retry was answered), or SUPERSEDED (retired
 * unused, because its predecessor's exchange was retried). Any later use of a
 * RETRIED or SUPERSEDED token is theft.
 */
export type RefreshTokenRetirement = 'EXCHANGED' | 'RETRIED' | 'SUPERSEDED';

/** A refresh token, stored as its SHA-256 only. `rotatedAt` set means it is no longer current. */
@Entity('refresh_tokens')
@Check('CHK_refresh_tokens_retired_as', `"retired_as" IN ('EXCHANGED', 'RETRIED', 'SUPERSEDED')`)
export class RefreshTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'bytea' })
  tokenHash: Buffer;

  @Index()
  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @ManyToOne(() => SessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session?: Relation<SessionEntity>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;

  @Column({ name: 'retired_as', type: 'varchar', length: 16, nullable: true })
  retiredAs: RefreshTokenRetirement | null;
}
