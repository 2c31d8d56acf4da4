import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Where email goes when no SMTP server is configured (the embedded default):
 * a developer reads the message here or in the log instead of a mailbox.
 */
@Entity('email_outbox')
export class EmailOutboxEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** Which template produced it (e.g. `reset-password`), for finding a message. */
  @Column({ type: 'varchar', length: 32 })
  template: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
