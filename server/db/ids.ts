import { isUUID } from 'class-validator';

/**
 * Ids come from clients: anything that is not a UUID names nothing, and must not
 * reach a uuid column (PostgreSQL would refuse the statement: a 500 for a typo).
 */
export const isUuid = (id: string | null | undefined): id is string => typeof id === 'string' && isUUID(id, 'all');
