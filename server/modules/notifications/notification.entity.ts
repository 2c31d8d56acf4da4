import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../accounts/index.js';

/** A message to one user (review outcomes, request updates, followed categories, broadcasts...). */
@Entity('notifications')
@Index('IX_notifications_user_created', ['userId', 'createdAt'])
@Index('IX_notifications_user_seq', ['userId', 'seq'])
// The bell's unread count reads only this small index.
@Index('IX_notifications_user_unread', ['userId'], { where: '"read_at" IS NULL' })
// One per member per broadcast: a retried fan-out batch skips whom it reached (and counts reach by broadcast).
@Index('UQ_notifications_broadcast_user', ['broadcastId', 'userId'], {
  unique: true,
  where: '"broadcast_id" IS NOT NULL',
})
// The email sweep's and the digest's queues: small, as rows leave them within a minute or a day.
@Index('IX_notifications_email_pending', ['seq'], { where: '"email_state" IS NULL' })
@Index('IX_notifications_email_daily', ['userId'], { where: `"email_state" = 'daily'` })
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /**
   * Insertion order across all users (a bigint, read as a string): lists page by it, and a live
   * client that reconnects asks for everything after the last one it saw.
   */
  @Column({ type: 'bigint' })
  @Generated('increment')
  seq: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** Machine-readable kind, e.g. `media.approved`. */
  @Column({ type: 'varchar', length: 64 })
  type: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  body: string;

  /** A path inside the app to open, e.g. `/admin/assets/<id>`; null when none. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  link: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data: Record<string, unknown>;

  /** The admin broadcast this copy belongs to; null for everything else. */
  @Column({ name: 'broadcast_id', type: 'uuid', nullable: true })
  broadcastId: string | null;

  /**
   * Where its email stands: null = not looked at yet (the email sweep's queue),
   * `daily` = waiting for the digest, `sent` = emailed (claimed before
   * sending, so never twice), `off` = never to be emailed.
   */
  @Column({ name: 'email_state', type: 'varchar', length: 8, nullable: true })
  emailState: 'daily' | 'sent' | 'off' | null;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
