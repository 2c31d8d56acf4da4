import { QueryFailedError } from 'typeorm';

/** True when PostgreSQL refused a row because a unique constraint already holds that value. */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && (err.driverError as { code?: string } | undefined)?.code === '23505';
}
