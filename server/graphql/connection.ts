/**
 * Relay connections (DESIGN §4): `first`/`after`, `edges { cursor node }`,
 * `pageInfo`, `totalCount`. Pages are cut with keyset conditions on the sort
 * columns plus the id, so items inserted meanwhile never shift a page.
 */
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Role } from './auth.js';
import type { Context } from './context.js';
import { badInput } from './errors.js';

export const MAX_PAGE_SIZE = 100;
export const MAX_ADMIN_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 20;

@ObjectType({ description: 'Where a page sits in the whole list.' })
export class PageInfo {
  @Field({ description: 'True when another page follows this one.' })
  hasNextPage: boolean;

  @Field({ description: 'True when `after` was given, so earlier items exist.' })
  hasPreviousPage: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first edge; null on an empty page.' })
  startCursor: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the last edge: pass it as `after` for the next page.',
  })
  endCursor: string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, {
    nullable: true,
    description: `How many items to return: 1–${MAX_PAGE_SIZE} (up to ${MAX_ADMIN_PAGE_SIZE} for admins). Default ${DEFAULT_PAGE_SIZE}.`,
  })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Return items after this cursor (`pageInfo.endCursor`).' })
  after?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface ConnectionShape<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number | Promise<number>;
}

/** Declares `<Name>Connection` and `<Name>Edge` for a node type. */
export function Connection<T extends object>(nodeType: ClassType<T>, name: string): ClassType<ConnectionShape<T>> {
  @ObjectType(`${name}Edge`, { description: `One ${name} in a page, with its cursor.` })
  class EdgeType {
    @Field({ description: 'Opaque position of this item; pass as `after` to continue from it.' })
    cursor: string;

    @Field(() => nodeType, { description: `The ${name}.` })
    node: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name} items.` })
  class ConnectionType {
    @Field(() => [EdgeType], { description: 'The items of this page, in order.' })
    edges: Edge<T>[];

    @Field(() => PageInfo, { description: 'Cursors and whether more pages exist.', complexity: 1 })
    pageInfo: PageInfo;

    @Field(() => Int, { description: 'Number of items in the whole list (all pages).', complexity: SQL_COST.count })
    totalCount: number | Promise<number>;
  }
  return ConnectionType;
}

/**
 * What the cost limit (limits.ts) charges for work that runs SQL whatever the
 * page size: a connection's page statement, a count over the whole list, an
 * aggregate over it (the catalogue's facets, the heaviest statements we run).
 * Everything else costs 1 per field per item. With the default limit of
 * 20 000, one request can afford about three aggregates. A field of a
 * connection type declared with a constant cost (`complexity: SQL_COST.count`)
 * is charged once per connection; the rest of the connection, per item.
 */
export const SQL_COST = { page: 200, count: 500, aggregate: 5000 } as const;

export async function pageSize(ctx: Context, first: number | null | undefined): Promise<number> {
  if (first === null || first === undefined) return DEFAULT_PAGE_SIZE;
  const viewer = await ctx.viewer();
  const max = viewer?.role === Role.ADMIN ? MAX_ADMIN_PAGE_SIZE : MAX_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw badInput(`first must be between 1 and ${max}.`, 'first');
  }
  return first;
}

export function encodeCursor(values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string, arity: number): unknown[] {
  try {
    if (cursor.length > 512) throw new Error('too long');
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(values) && values.length === arity) return values;
  } catch {
    // fall through to the user-facing error
  }
  throw badInput('after is not a cursor from this list.', 'after');
}

export interface SortKey {
  /** SQL expression, e.g. `u.created_at`. */
  column: string;
  direction: 'ASC' | 'DESC';
  /** Reads this key's value from a row, for the cursor. */
  value: (row: never) => unknown;
}

/**
 * Runs one page of a query: `first + 1` rows ordered by `keys` (the last key
 * must be unique, e.g. the id), after the cursor. `count` builds the total
 * lazily, so it costs a statement only when `totalCount` is selected.
 */
export async function paginate<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  opts: { first: number; after?: string | null; keys: SortKey[] },
): Promise<ConnectionShape<T>> {
  const { first, after, keys } = opts;
  const countQb = qb.clone();
  if (after) {
    const values = decodeCursor(after, keys.length);
    // (a, b) > (x, y) in mixed directions, spelled out as OR-of-ANDs.
    const clauses = keys.map((key, i) => {
      const equal = keys.slice(0, i).map((k, j) => `${k.column} = :c${j}`);
      const op = key.direction === 'ASC' ? '>' : '<';
      return [...equal, `${key.column} ${op} :c${i}`].join(' AND ');
    });
    qb.andWhere(
      `(${clauses.map((c) => `(${c})`).join(' OR ')})`,
      Object.fromEntries(values.map((v, i) => [`c${i}`, v])),
    );
  }
  for (const [i, key] of keys.entries()) {
    if (i === 0) qb.orderBy(key.column, key.direction);
    else qb.addOrderBy(key.column, key.direction);
  }
  const rows = await qb.limit(first + 1).getMany();
  const page = rows.slice(0, first);
  const edges = page.map((node) => ({ node, cursor: encodeCursor(keys.map((k) => k.value(node as never))) }));
  let total: Promise<number> | undefined;
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: Boolean(after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    get totalCount() {
      total ??= countQb.getCount();
      return total;
    },
  };
}

/** The same page with each node mapped (an entity to its GraphQL type); `totalCount` stays lazy. */
export function mapConnection<T, U>(page: ConnectionShape<T>, map: (node: T) => U): ConnectionShape<U> {
  // Not `...page`: spreading would call its totalCount getter and run the count.
  return {
    pageInfo: page.pageInfo,
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: map(e.node) })),
    get totalCount() {
      return page.totalCount;
    },
  };
}
