import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Job leases (server/jobs/leases.ts): which process runs which pg-boss job and
 * when it last said it was alive, so the jobs of a dead worker are taken back
 * in seconds instead of at their expiry.
 */
export class JobLeases1795575014273 implements MigrationInterface {
  name = 'JobLeases1795575014273';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "job_leases" (
                "job_id" uuid NOT NULL,
                "queue" character varying(100) NOT NULL,
                "worker" character varying(300) NOT NULL,
                "heartbeat_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_7acb7ecd835acda9f485998745c" PRIMARY KEY ("job_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_job_leases_worker" ON "job_leases" ("worker")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IX_job_leases_worker"
        `);
    await queryRunner.query(`
            DROP TABLE "job_leases"
        `);
  }
}
