import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who a broadcast goes to (a plan's holders, or the Free plan's: everyone without a paid one). */
export enum BroadcastAudience {
  EVERYONE = 'EVERYONE',
  ACTIVE_PLAN = 'ACTIVE_PLAN',
  FREE = 'FREE',
  PLAN = 'PLAN',
}

/** SCHEDULED until its job starts, SENDING while batches are written, SENT when the audience is exhausted. */
export enum BroadcastStatus {
  SCHEDULED = 'SCHEDULED',
  SENDING = 'SENDING',
  SENT = 'SENT',
}

/** An admin's message to many members, fanned out into one notification each by the `broadcasts.send` job. */
@Entity('broadcasts')
@Index('IX_broadcasts_created', ['createdAt'])
export class BroadcastEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  body: string;

  @Column({ type: 'varchar', length: 512, nullable: true })
  link: string | null;

  @Column({ type: 'varchar', length: 16 })
  audience: BroadcastAudience;

  /** With PLAN: the plan whose holders hear it. */
  @Column({ name: 'plan_id', type: 'uuid', nullable: true })
  planId: string | null;

  @Column({ type: 'varchar', length: 16, default: BroadcastStatus.SCHEDULED })
  status: BroadcastStatus;

  /** When it goes out (now, or the scheduled time). */
  @Column({ name: 'send_at', type: 'timestamptz' })
  sendAt: Date;

  /** The audience's size when sending started. */
  @Column({ type: 'integer', default: 0 })
  recipients: number;

  /** The last user id a committed batch covered: a retried job resumes after it. */
  @Column({ name: 'cursor_user_id', type: 'uuid', nullable: true })
  cursorUserId: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
