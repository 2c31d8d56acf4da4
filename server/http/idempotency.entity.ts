import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A keyed mutation's outcome, replayed for a repeated Idempotency-Key for 24 h. */
@Entity('idempotency_records')
export class IdempotencyRecordEntity {
  /** The caller: a user id, or `anonymous`. Keys are only unique per caller. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  scope: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash: string;

  /** `pending` while the first request runs, `done` once its response is stored. */
  @Column({ type: 'varchar', length: 8 })
  state: 'pending' | 'done';

  @Column({ name: 'response_status', type: 'int', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'response_body', type: 'text', nullable: true })
  responseBody: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
