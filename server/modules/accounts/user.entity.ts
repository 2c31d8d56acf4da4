import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type UserRole = 'MEMBER' | 'ADMIN';

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

  /** Millisecond precision, so a JS Date in a page cursor names the row exactly. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
