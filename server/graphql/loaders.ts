/**
 * Per-request DataLoader registry. Every relation is resolved through a loader
 * so a page of N items costs one batched statement per relation, not N.
 * Declare a loader once, next to its module:
 *
 *   export const userById = defineLoader<string, UserEntity>('userById', (ctx, ids) => ...);
 *   const user = await userById(ctx).load(id);
 *
 * The batch function returns values in the order of `keys` (null when absent).
 */
import DataLoader from 'dataloader';
import type { Context } from './context.js';

type Batch<K, V> = (ctx: Context, keys: readonly K[]) => Promise<readonly (V | null)[]>;

export class LoaderRegistry {
  private readonly loaders = new Map<symbol, DataLoader<unknown, unknown>>();

  get<K, V>(id: symbol, create: () => DataLoader<K, V | null>): DataLoader<K, V | null> {
    let loader = this.loaders.get(id);
    if (!loader) {
      loader = create() as DataLoader<unknown, unknown>;
      this.loaders.set(id, loader);
    }
    return loader as DataLoader<K, V | null>;
  }
}

export function defineLoader<K, V>(name: string, batch: Batch<K, V>): (ctx: Context) => DataLoader<K, V | null> {
  const id = Symbol(name);
  return (ctx) => ctx.loaders.get<K, V>(id, () => new DataLoader<K, V | null>((keys) => batch(ctx, keys)));
}

/** Orders rows to match `keys` for a batch function; missing keys yield null. */
export function byKeys<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map<K, V>();
  for (const row of rows) map.set(keyOf(row), row);
  return keys.map((k) => map.get(k) ?? null);
}
