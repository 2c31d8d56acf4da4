import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The counters of rate-limiter-flexible's RateLimiterPostgres, in the table
 * layout that library expects; declared here so migrations own it like every
 * other table. Keys are `<limit>:<hashed subject>`; `expire` is epoch ms.
 */
@Entity('rate_limits')
export class RateLimitEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  @Column({ type: 'integer', default: 0 })
  points: number;

  @Column({ type: 'bigint', nullable: true })
  expire: string | null;
}
