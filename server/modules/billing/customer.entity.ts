import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** The provider customer of a member (one per member, created on their first checkout). */
@Entity('billing_customers')
export class BillingCustomerEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Index('UQ_billing_customers_provider', { unique: true })
  @Column({ name: 'provider_customer_id', type: 'varchar', length: 255 })
  providerCustomerId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
