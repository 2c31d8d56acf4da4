import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutStatusValue = (typeof CHECKOUT_STATUSES)[number];

/**
 * A checkout we started at the provider. At most one open per member and
 * purpose (`subscription`, or `item:<mediaId>`): a double click or a retried
 * request gets the same session back instead of a second one.
 */
@Entity('checkout_sessions')
@Index('UQ_checkout_sessions_open', ['userId', 'purpose'], { unique: true, where: `"status" = 'open'` })
export class CheckoutSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 80 })
  purpose: string;

  @Column({ name: 'plan_price_id', type: 'uuid', nullable: true })
  planPriceId: string | null;

  @Column({ name: 'media_id', type: 'uuid', nullable: true })
  mediaId: string | null;

  @Index('UQ_checkout_sessions_provider', { unique: true })
  @Column({ name: 'provider_session_id', type: 'varchar', length: 255 })
  providerSessionId: string;

  /** Where the member pays: Stripe's hosted page, or the test-mode page. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  url: string | null;

  /** Embedded Checkout's client secret (Stripe only). */
  @Column({ name: 'client_secret', type: 'varchar', length: 500, nullable: true })
  clientSecret: string | null;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: CheckoutStatusValue;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
