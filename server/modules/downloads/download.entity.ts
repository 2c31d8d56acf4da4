/**
 * A download is one item (a media item or a bundle) handed to one member in
 * one allowance period: the first hand-out creates the row (and counts once
 * against the allowance), later ones in the same period touch it. Each row
 * carries its licence. Title and kind are copied at download time, so the
 * history and the licence still read right after the item is renamed or
 * archived.
 */
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

export const DOWNLOAD_ITEM_KINDS = ['ASSET', 'IMAGE', 'AUDIO', 'BUNDLE'] as const;
export type DownloadItemKindValue = (typeof DOWNLOAD_ITEM_KINDS)[number];
export const LICENCE_TYPES = ['PERSONAL', 'COMMERCIAL'] as const;
export type LicenceTypeValue = (typeof LICENCE_TYPES)[number];
export const MAX_PROJECT_NAME_LENGTH = 120;
export const MAX_REVOKE_REASON_LENGTH = 500;

@Entity('licences')
@Index('IX_licences_user_issued', ['userId', 'issuedAt'])
@Check('CHK_licences_type', `"licence_type" IN (${LICENCE_TYPES.map((t) => `'${t}'`).join(', ')})`)
export class LicenceEntity {
  /** Public: the verification page and the certificate show it. */
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the member's account is erased: the licence itself stays valid. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  /** The member's display name when the licence was issued (certificate only, never the public page). */
  @Column({ name: 'licensee_name', type: 'varchar', length: 80 })
  licenseeName: string;

  @Column({ name: 'media_id', type: 'uuid', nullable: true })
  mediaId: string | null;

  @Column({ name: 'bundle_id', type: 'uuid', nullable: true })
  bundleId: string | null;

  @Column({ name: 'item_title', type: 'varchar', length: 140 })
  itemTitle: string;

  @Column({ name: 'item_kind', type: 'varchar', length: 8 })
  itemKind: DownloadItemKindValue;

  @Column({ name: 'licence_type', type: 'varchar', length: 16 })
  licenceType: LicenceTypeValue;

  @Column({ name: 'plan_name', type: 'varchar', length: 80 })
  planName: string;

  @Column({ name: 'project_name', type: 'varchar', length: MAX_PROJECT_NAME_LENGTH, nullable: true })
  projectName: string | null;

  @CreateDateColumn({ name: 'issued_at', type: 'timestamptz', precision: 3 })
  issuedAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', precision: 3, nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoke_reason', type: 'varchar', length: MAX_REVOKE_REASON_LENGTH, nullable: true })
  revokeReason: string | null;
}

@Entity('downloads')
// One row per member, item and allowance period (the row that counts once); partial because erased rows lose the user.
@Index('UQ_downloads_user_media_period', ['userId', 'mediaId', 'periodStart'], {
  unique: true,
  where: '"media_id" IS NOT NULL',
})
@Index('UQ_downloads_user_bundle_period', ['userId', 'bundleId', 'periodStart'], {
  unique: true,
  where: '"bundle_id" IS NOT NULL',
})
// The meter's count and the history page: a member's downloads by time.
@Index('IX_downloads_user_created', ['userId', 'createdAt'])
// Admin analytics: ranges of days over everyone.
@Index('IX_downloads_created', ['createdAt'])
@Check('CHK_downloads_item', '("media_id" IS NULL) <> ("bundle_id" IS NULL)')
@Check('CHK_downloads_kind', `"item_kind" IN (${DOWNLOAD_ITEM_KINDS.map((k) => `'${k}'`).join(', ')})`)
export class DownloadEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the member's account is erased (the row stays for the figures). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'media_id', type: 'uuid', nullable: true })
  mediaId: string | null;

  @Column({ name: 'bundle_id', type: 'uuid', nullable: true })
  bundleId: string | null;

  /** The stored file handed out (the original); null for a bundle's ZIP. */
  @Column({ name: 'file_id', type: 'uuid', nullable: true })
  fileId: string | null;

  @Column({ name: 'item_kind', type: 'varchar', length: 8 })
  itemKind: DownloadItemKindValue;

  @Column({ name: 'item_title', type: 'varchar', length: 140 })
  itemTitle: string;

  /** The item's category then (admin analytics split by it). */
  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId: string | null;

  @Column({ name: 'plan_id', type: 'uuid' })
  planId: string;

  @Column({ name: 'plan_name', type: 'varchar', length: 80 })
  planName: string;

  /** Start of the allowance period the download counted in. */
  @Column({ name: 'period_start', type: 'timestamptz', precision: 3 })
  periodStart: Date;

  /** False for items bought on their own: they never use the allowance. */
  @Column({ name: 'counts_toward_allowance', type: 'boolean' })
  countsTowardAllowance: boolean;

  @Column({ name: 'licence_id', type: 'uuid' })
  licenceId: string;

  @ManyToOne(() => LicenceEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'licence_id' })
  licence?: LicenceEntity;

  /** Hand-outs of this row (1 + re-downloads in the period). */
  @Column({ name: 'hand_outs', type: 'integer', default: 1 })
  handOuts: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Column({ name: 'last_downloaded_at', type: 'timestamptz', precision: 3 })
  lastDownloadedAt: Date;
}
