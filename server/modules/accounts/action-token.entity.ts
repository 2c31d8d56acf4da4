import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { UserEntity } from './user.entity.js';

export enum ActionPurpose {
  EMAIL_LINK = 'EMAIL_LINK',
  VERIFY_EMAIL = 'VERIFY_EMAIL',
  RESET_PASSWORD = 'RESET_PASSWORD',
  CHANGE_EMAIL = 'CHANGE_EMAIL',
}

/**
 * A single-use token sent by email (sign-in link, verification, reset, email
 * change). Only its SHA-256 is stored, so a read of this table cannot be
 * replayed; `usedAt` set means spent, whatever `expiresAt` says.
 */
@Entity('action_tokens')
@Check('CHK_action_tokens_purpose', `"purpose" IN ('EMAIL_LINK', 'VERIFY_EMAIL', 'RESET_PASSWORD', 'CHANGE_EMAIL')`)
export class ActionTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'bytea' })
  tokenHash: Buffer;

  @Column({ type: 'varchar', length: 16 })
  purpose: ActionPurpose;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  /** The address the link was sent to: for CHANGE_EMAIL the new address, otherwise the account's address then. */
  @Column({ type: 'citext' })
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
