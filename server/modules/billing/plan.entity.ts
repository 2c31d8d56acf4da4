import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const LICENCES = ['PERSONAL', 'COMMERCIAL'] as const;
export type LicenceValue = (typeof LICENCES)[number];
export const INTERVALS = ['MONTH', 'YEAR'] as const;
export type IntervalValue = (typeof INTERVALS)[number];

/**
 * A plan members subscribe to. Exactly one plan is the Free plan (`is_free`,
 * inserted by the migration): what every member without a subscription has.
 * Its allowance and limits are editable; it has no prices and is never archived.
 */
@Entity('plans')
@Index('UQ_plans_free', ['isFree'], { unique: true, where: '"is_free"' })
@Check('CHK_plans_licence', `"licence" IN ('PERSONAL', 'COMMERCIAL')`)
@Check('CHK_plans_allowance', '"download_allowance" >= 0')
export class PlanEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_plans_slug', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  slug: string;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;

  /** Lines of the plan card, in order. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  features: string[];

  /** Downloads per allowance period (a month), the fair-use number members see. */
  @Column({ name: 'download_allowance', type: 'integer' })
  downloadAllowance: number;

  @Column({ type: 'varchar', length: 16 })
  licence: LicenceValue;

  /** Largest file the converter accepts on this plan. */
  @Column({ name: 'converter_max_file_bytes', type: 'bigint', transformer: { to: (v) => v, from: Number } })
  converterMaxFileBytes: number;

  @Column({ name: 'converter_minutes_per_month', type: 'integer' })
  converterMinutesPerMonth: number;

  /** Shown as "Most popular". */
  @Column({ type: 'boolean', default: false })
  highlighted: boolean;

  /** False = archived: no longer offered; its subscribers keep it until they change plan. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'is_free', type: 'boolean', default: false })
  isFree: boolean;

  /** Display order, ascending. */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @Index('UQ_plans_provider_product', { unique: true, where: '"provider_product_id" IS NOT NULL' })
  @Column({ name: 'provider_product_id', type: 'varchar', length: 255, nullable: true })
  providerProductId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * A price of a plan: never changed once written (as in Stripe). A new amount
 * is a new row; the old one stops being `current` but keeps its subscribers.
 */
@Entity('plan_prices')
@Index('UQ_plan_prices_current', ['planId', 'interval'], { unique: true, where: '"current"' })
@Check('CHK_plan_prices_amount', '"amount_cents" > 0')
@Check('CHK_plan_prices_currency', `"currency" = 'USD'`)
@Check('CHK_plan_prices_interval', `"interval" IN ('MONTH', 'YEAR')`)
export class PlanPriceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'plan_id', type: 'uuid' })
  planId: string;

  @ManyToOne(() => PlanEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'plan_id' })
  plan?: PlanEntity;

  @Column({ type: 'varchar', length: 8 })
  interval: IntervalValue;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency: string;

  /** The price new subscriptions get; older prices keep their subscribers. */
  @Column({ type: 'boolean', default: true })
  current: boolean;

  /** The provider's price id (Stripe `price_...`, test mode `price_test_...`), created on save. */
  @Index('UQ_plan_prices_provider', { unique: true, where: '"provider_price_id" IS NOT NULL' })
  @Column({ name: 'provider_price_id', type: 'varchar', length: 255, nullable: true })
  providerPriceId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
