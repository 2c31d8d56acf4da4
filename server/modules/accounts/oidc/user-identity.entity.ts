import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { UserEntity } from '../user.entity.js';

/**
 * An account at a social sign-in provider, linked to one of our users. The
 * provider's subject (never the email, which can change or be reassigned) is
 * what identifies a returning user.
 */
@Entity('user_identities')
@Unique('UQ_user_identities_provider_subject', ['provider', 'subject'])
export class UserIdentityEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The configured provider id (`google`, `github`, AUTH_OIDC_ID). */
  @Column({ type: 'varchar', length: 32 })
  provider: string;

  /** The provider's stable user id: the ID token's `sub`, or GitHub's numeric user id. */
  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  /** The address the provider reported when the identity was linked (for support and audit). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** Whether the provider vouched for that address when the identity was linked. */
  @Column({ name: 'email_verified', type: 'boolean' })
  emailVerified: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz' })
  lastUsedAt: Date;
}
