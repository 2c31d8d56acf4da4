import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Every provider event id handled, recorded in the transaction that handled it: a repeat is answered 200 and skipped. */
@Entity('billing_webhook_events')
export class WebhookEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 80 })
  type: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
