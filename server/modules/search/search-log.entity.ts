/**
 * Search analytics: every search (normalised query, filters, result count,
 * latency) and every click on a result with its position. Members' rows lose
 * their user id when the account is erased (search.erasure.ts).
 */
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { MAX_QUERY_LENGTH } from './engine/query.js';

@Entity('search_queries')
@Index('IX_search_queries_created', ['createdAt'])
@Check('CHK_search_queries_results', '"result_count" >= 0')
export class SearchQueryEntity {
  /** Made by the server when it answers, so the client can report clicks before the row is written. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** Folded, trimmed, spaces collapsed (engine/query.ts); empty for a browse with filters only. */
  @Column({ type: 'varchar', length: MAX_QUERY_LENGTH })
  query: string;

  /** When a typo correction answered instead: the query the results are for. */
  @Column({ name: 'corrected_query', type: 'varchar', length: MAX_QUERY_LENGTH, nullable: true })
  correctedQuery: string | null;

  /** The MediaFilter fields given, as sent. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  filters: Record<string, unknown>;

  @Column({ type: 'varchar', length: 16 })
  sort: string;

  @Column({ name: 'result_count', type: 'integer' })
  resultCount: number;

  @Column({ name: 'latency_ms', type: 'real' })
  latencyMs: number;

  @Index()
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity('search_clicks')
@Index('IX_search_clicks_search', ['searchId'])
@Index('IX_search_clicks_created', ['createdAt'])
@Check('CHK_search_clicks_position', '"position" >= 1')
export class SearchClickEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** The search it came from (no foreign key: the search row may still be on its way, see search-log.ts). */
  @Column({ name: 'search_id', type: 'uuid' })
  searchId: string;

  @Column({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  /** 1 = the first result. */
  @Column({ type: 'integer' })
  position: number;

  @Index()
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
