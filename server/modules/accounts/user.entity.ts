import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_NOTIFICATION_PREFERENCES, MAX_BIO_LENGTH, type NotificationPreferencesData } from './profile-rules.js';

export type UserRole = 'MEMBER' | 'ADMIN';

export const MAX_DISABLED_REASON_LENGTH = 500;

const { email: _email, ...STORED_DEFAULT_PREFERENCES } = DEFAULT_NOTIFICATION_PREFERENCES;

@Entity('users')
@Check('CHK_users_role', `"role" IN ('MEMBER', 'ADMIN')`)
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** citext: unique and looked up case-insensitively, shown as the user typed it. */
  @Index({ unique: true })
  @Column({ type: 'citext' })
  email: string;

  /** argon2id PHC string; null for accounts that only sign in through a provider or email link. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ name: 'display_name', type: 'varchar', length: 80 })
  displayName: string;

  @Column({ type: 'varchar', length: 16, default: 'MEMBER' })
  role: UserRole;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** What the administrator who disabled the account wrote; empty when enabled or none was given. */
  @Column({ name: 'disabled_reason', type: 'varchar', length: MAX_DISABLED_REASON_LENGTH, default: '' })
  disabledReason: string;

  /** Free text the owner writes about themselves; empty when none. */
  @Column({ type: 'varchar', length: MAX_BIO_LENGTH, default: '' })
  bio: string;

  /** Object path of the avatar in the PUBLIC bucket (content-addressed: a new photo gets a new URL); null when none. */
  @Column({ name: 'photo_path', type: 'varchar', length: 1024, nullable: true })
  photoPath: string | null;

  /** Consent to promotional email; off until the owner turns it on. */
  @Column({ name: 'marketing_opt_in', type: 'boolean', default: false })
  marketingOptIn: boolean;

  /**
   * Which optional emails the owner wants. Read through `notificationPreferencesOf`, which
   * fills keys added after the row was written from the defaults.
   */
  @Column({
    name: 'notification_preferences',
    type: 'jsonb',
    // An object (not SQL), so TypeORM compares it as JSON with what PostgreSQL reports. Email
    // cadences are not stored until changed: the defaults apply (and may change) until then.
    default: STORED_DEFAULT_PREFERENCES,
  })
  notificationPreferences: Partial<NotificationPreferencesData>;

  /** Millisecond precision, so a JS Date in a page cursor names the row exactly. Indexed: sign-ups per period. */
  @Index('IX_users_created')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
