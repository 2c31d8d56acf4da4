import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Stripe's subscription statuses we keep (`unpaid`, `paused`, `incomplete_expired` map onto these). */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatusValue = (typeof SUBSCRIPTION_STATUSES)[number];
/** Statuses of a subscription that is still running: at most one per member (UQ_subscriptions_live). */
export const LIVE_STATUSES: readonly SubscriptionStatusValue[] = ['incomplete', 'trialing', 'active', 'past_due'];

/**
 * Our copy of a provider subscription, rewritten from the provider's current
 * object on every webhook that concerns it (never from the event's snapshot),
 * so duplicated and reordered events end in the same state.
 */
@Entity('subscriptions')
@Index('UQ_subscriptions_live', ['userId'], {
  unique: true,
  where: `"status" IN ('incomplete', 'trialing', 'active', 'past_due') AND "user_id" IS NOT NULL`,
})
@Check('CHK_subscriptions_status', `"status" IN ('incomplete', 'trialing', 'active', 'past_due', 'canceled')`)
export class SubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the member's account is erased (the record stays for accounting). */
  @Index('IX_subscriptions_user')
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Index('UQ_subscriptions_provider', { unique: true })
  @Column({ name: 'provider_subscription_id', type: 'varchar', length: 255 })
  providerSubscriptionId: string;

  @Column({ name: 'provider_customer_id', type: 'varchar', length: 255 })
  providerCustomerId: string;

  @Column({ name: 'plan_id', type: 'uuid' })
  planId: string;

  @Column({ name: 'price_id', type: 'uuid' })
  priceId: string;

  @Column({ type: 'varchar', length: 16 })
  status: SubscriptionStatusValue;

  @Column({ name: 'current_period_start', type: 'timestamptz' })
  currentPeriodStart: Date;

  @Column({ name: 'current_period_end', type: 'timestamptz' })
  currentPeriodEnd: Date;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  /** When it first went past_due in its current spell; the grace period counts from here. */
  @Column({ name: 'past_due_since', type: 'timestamptz', nullable: true })
  pastDueSince: Date | null;

  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true })
  canceledAt: Date | null;

  @Index('IX_subscriptions_ended')
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
