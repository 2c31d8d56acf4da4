import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A sign-up waiting for its address to be confirmed. The account is created
 * only when the emailed link comes back (completeSignUp), so whether an
 * address has an account shows in nobody's answer but its owner's mailbox.
 * The `accounts.email` job mints the link's token and keeps its SHA-256 here;
 * when the address has an account already, it writes to that account instead
 * and deletes the row.
 */
@Entity('pending_sign_ups')
export class PendingSignUpEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'citext' })
  email: string;

  /** argon2id PHC string of the password chosen at sign-up. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'display_name', type: 'varchar', length: 80, nullable: true })
  displayName: string | null;

  /** Where the client goes once the account exists (a path on this site), e.g. back to a checkout. */
  @Column({ name: 'continue_path', type: 'varchar', length: 512, nullable: true })
  continuePath: string | null;

  /** SHA-256 of the emailed link's token; null until the job has minted it. */
  @Index({ unique: true })
  @Column({ name: 'token_hash', type: 'bytea', nullable: true })
  tokenHash: Buffer | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
