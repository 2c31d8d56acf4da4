import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../accounts/index.js';

export enum FollowTarget {
  CATEGORY = 'CATEGORY',
  PLATFORM = 'PLATFORM',
}

/** A member following a category or a platform: what "new items" notifications and "new for you" read. */
@Entity('follows')
@Check('CHK_follows_target_type', `"target_type" IN ('CATEGORY', 'PLATFORM')`)
@Index('IX_follows_target', ['targetType', 'targetId'])
export class FollowEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  // Erasing a member erases their follows.
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @PrimaryColumn({ name: 'target_type', type: 'varchar', length: 16 })
  targetType: FollowTarget;

  @PrimaryColumn({ name: 'target_id', type: 'uuid' })
  targetId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  /** Items published up to this moment were announced (null: none yet; the follow's start counts). */
  @Column({ name: 'notified_until', type: 'timestamptz', precision: 3, nullable: true })
  notifiedUntil: Date | null;
}
