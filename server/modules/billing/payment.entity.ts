import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const PAYMENT_STATUSES = ['open', 'failed', 'paid', 'refunded', 'void'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_KINDS = ['SUBSCRIPTION', 'ITEM'] as const;
export type PaymentKindValue = (typeof PAYMENT_KINDS)[number];

/**
 * One invoice (a subscription's) or one-time payment (an item's), as the
 * member's payment history and the books see it. Kept after account erasure
 * with `user_id` cleared: amounts, dates and provider ids are accounting
 * records; nothing here names the person.
 */
@Entity('payments')
@Index('IX_payments_user_created', ['userId', 'createdAt'])
@Check('CHK_payments_status', `"status" IN ('open', 'failed', 'paid', 'refunded', 'void')`)
@Check('CHK_payments_kind', `"kind" IN ('SUBSCRIPTION', 'ITEM')`)
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind: PaymentKindValue;

  /** The invoice (`in_...`) or, for items, the checkout session (`cs_...`). */
  @Index('UQ_payments_provider', { unique: true })
  @Column({ name: 'provider_id', type: 'varchar', length: 255 })
  providerId: string;

  @Column({ name: 'provider_subscription_id', type: 'varchar', length: 255, nullable: true })
  providerSubscriptionId: string | null;

  /** The charge / payment intent refunds arrive on. */
  @Index('IX_payments_charge')
  @Column({ name: 'provider_charge_id', type: 'varchar', length: 255, nullable: true })
  providerChargeId: string | null;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ name: 'amount_refunded_cents', type: 'integer', default: 0 })
  amountRefundedCents: number;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency: string;

  @Column({ type: 'varchar', length: 16 })
  status: PaymentStatusValue;

  /** The provider-hosted invoice page (Stripe); null in test mode, which serves a generated receipt. */
  @Column({ name: 'hosted_url', type: 'varchar', length: 1000, nullable: true })
  hostedUrl: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** An item bought on its own: its buyer has it for good (until the payment is refunded in full). */
@Entity('item_purchases')
@Index('UQ_item_purchases_user_media', ['userId', 'mediaId'], { unique: true, where: '"revoked_at" IS NULL' })
export class ItemPurchaseEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Index('IX_item_purchases_media')
  @Column({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @Index('UQ_item_purchases_payment', { unique: true })
  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
