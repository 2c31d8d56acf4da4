import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../accounts/index.js';
import { MediaEntity, MediaKind } from '../catalog/index.js';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_REASON_LENGTH,
  MAX_REFERENCE_URL_LENGTH,
  MAX_TITLE_LENGTH,
  RequestStatus,
} from './request-rules.js';

/** A member's ask for an asset the catalogue lacks. */
@Entity('asset_requests')
@Index('IX_asset_requests_votes', ['voteCount', 'createdAt'])
@Index('IX_asset_requests_requester_status', ['requesterId', 'status'])
export class AssetRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the requester's account is erased (the request and its votes stay). */
  @Column({ name: 'requester_id', type: 'uuid', nullable: true })
  requesterId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requester_id' })
  requester?: UserEntity;

  @Column({ type: 'varchar', length: MAX_TITLE_LENGTH })
  title: string;

  @Column({ type: 'varchar', length: MAX_DESCRIPTION_LENGTH, default: '' })
  description: string;

  @Column({ type: 'varchar', length: 16 })
  kind: MediaKind;

  /** Platform slugs (capcut, premiere-pro…), as the catalogue names them. */
  @Column({ type: 'varchar', array: true, default: () => "'{}'" })
  platforms: string[];

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId: string | null;

  @Column({ name: 'reference_url', type: 'varchar', length: MAX_REFERENCE_URL_LENGTH, nullable: true })
  referenceUrl: string | null;

  @Column({ type: 'varchar', length: 16, default: RequestStatus.OPEN })
  status: RequestStatus;

  @Column({ name: 'decline_reason', type: 'varchar', length: MAX_REASON_LENGTH, nullable: true })
  declineReason: string | null;

  @Column({ name: 'merged_into_id', type: 'uuid', nullable: true })
  mergedIntoId: string | null;

  @ManyToOne(() => AssetRequestEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'merged_into_id' })
  mergedInto?: AssetRequestEntity;

  /** Kept equal to the number of vote rows by every statement that adds or removes one. */
  @Column({ name: 'vote_count', type: 'integer', default: 0 })
  voteCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}

/** One member's vote for one request. */
@Entity('asset_request_votes')
@Index('IX_asset_request_votes_user', ['userId'])
export class AssetRequestVoteEntity {
  @PrimaryColumn({ name: 'request_id', type: 'uuid' })
  requestId: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => AssetRequestEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: AssetRequestEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}

/** A published item that fulfils a request. */
@Entity('asset_request_items')
export class AssetRequestItemEntity {
  @PrimaryColumn({ name: 'request_id', type: 'uuid' })
  requestId: string;

  @PrimaryColumn({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @ManyToOne(() => AssetRequestEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: AssetRequestEntity;

  @ManyToOne(() => MediaEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: MediaEntity;

  /** Display order of the linked items. */
  @Column({ type: 'smallint', default: 0 })
  position: number;
}
