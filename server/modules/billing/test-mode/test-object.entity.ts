import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The test-mode provider's "account": Stripe-shaped customers, checkout
 * sessions, subscriptions, invoices, charges and refunds, kept as JSON so the webhook
 * handler can re-read them exactly as it re-reads Stripe's.
 */
@Entity('billing_test_mode_objects')
@Index('IX_billing_test_mode_objects_type', ['type', 'customer'])
export class TestModeObjectEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  type: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  customer: string | null;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
