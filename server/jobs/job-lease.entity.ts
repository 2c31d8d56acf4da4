import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A job some process is running right now, and when that process last said
 * it was alive (see leases.ts). pg-boss itself only knows a job is `active`;
 * this row tells a live worker from a dead one.
 */
@Entity('job_leases')
export class JobLeaseEntity {
  /** The pg-boss job id (the same across its retries). */
  @PrimaryColumn({ name: 'job_id', type: 'uuid' })
  jobId: string;

  @Column({ type: 'varchar', length: 100 })
  queue: string;

  /** `<host>/<pid>.<start>/<random>`: which process runs it (see processes.ts). */
  @Index('IX_job_leases_worker')
  @Column({ type: 'varchar', length: 300 })
  worker: string;

  @Column({ name: 'heartbeat_at', type: 'timestamptz', default: () => 'now()' })
  heartbeatAt: Date;
}
