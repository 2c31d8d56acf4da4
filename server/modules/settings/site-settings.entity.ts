import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The one row of site settings (id 1). `version` goes up by one with every
 * change: instances compare it with what they cached (settings-cache.ts).
 */
@Entity('site_settings')
@Check('CHK_site_settings_single_row', '"id" = 1')
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** The values as settingsSchema describes them (read through readStored). */
  @Column({ type: 'jsonb' })
  values: Record<string, unknown>;

  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
