/**
 * For the members' dashboard (built on top of this module): the member's own
 * requests and those they voted for, with status, newest change first, as
 * GraphQL `AssetRequest`s (`isMine` tells the two apart). One statement.
 */
import type { DataSource } from 'typeorm';
import { AssetRequestEntity } from './request.entity.js';
import { toRequest } from './requests.service.js';
import type { AssetRequest } from './requests.types.js';

export async function memberRequests(db: DataSource, userId: string, limit = 10): Promise<AssetRequest[]> {
  const rows = await db
    .getRepository(AssetRequestEntity)
    .createQueryBuilder('r')
    .where(
      '(r.requester_id = :userId OR EXISTS (SELECT 1 FROM asset_request_votes v WHERE v.request_id = r.id AND v.user_id = :userId))',
      { userId },
    )
    .andWhere("r.status <> 'MERGED'")
    .orderBy('r.updated_at', 'DESC')
    .addOrderBy('r.id', 'DESC')
    .limit(Math.min(Math.max(1, limit), 50))
    .getMany();
  return rows.map(toRequest);
}
