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
  private readonly loaders = new Map<symbol, RequestLoader<unknown, unknown>>();

  get<K, V>(id: symbol, create: () => RequestLoader<K, V>): RequestLoader<K, V> {
    let loader = this.loaders.get(id);
    if (!loader) {
      loader = create() as RequestLoader<unknown, unknown>;
      this.loaders.set(id, loader);
    }
    return loader as RequestLoader<K, V>;
  }
}

/**
 * A DataLoader that also answers primed keys synchronously (`with`). A page
 * of cards primes its rows' files and platforms (catalog/browse.service.ts):
 * fields that read them at once spare graphql-js a pending value, and the
 * promises that wait for it, on every card of every page.
 */
export class RequestLoader<K, V> extends DataLoader<K, V | null> {
  /** Keys primed with a value. */
  private readonly primed = new Map<K, V | null>();
  /** Keys DataLoader holds otherwise: loaded, or primed with a promise or an error. */
  private readonly held = new Set<K>();

  override load(key: K): Promise<V | null> {
    if (!this.primed.has(key)) this.held.add(key);
    return super.load(key);
  }

  override prime(key: K, value: V | null | PromiseLike<V | null> | Error): this {
    // DataLoader keeps the first value it holds for a key; so does this.
    if (!this.primed.has(key) && !this.held.has(key)) {
      if (value instanceof Error || isPromiseLike(value)) this.held.add(key);
      else this.primed.set(key, value);
    }
    return super.prime(key, value);
  }

  override clear(key: K): this {
    this.primed.delete(key);
    this.held.delete(key);
    return super.clear(key);
  }

  override clearAll(): this {
    this.primed.clear();
    this.held.clear();
    return super.clearAll();
  }

  /** `use` of the key's value: at once when it was primed, else once loaded. */
  with<T>(key: K, use: (value: V | null) => T): T | Promise<T> {
    return this.primed.has(key) ? use(this.primed.get(key) ?? null) : this.load(key).then(use);
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

export function defineLoader<K, V>(name: string, batch: Batch<K, V>): (ctx: Context) => RequestLoader<K, V> {
  const id = Symbol(name);
  return (ctx) => ctx.loaders.get<K, V>(id, () => new RequestLoader<K, V>((keys) => batch(ctx, keys)));
}

/** Orders rows to match `keys` for a batch function; missing keys yield null. */
export function byKeys<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map<K, V>();
  for (const row of rows) map.set(keyOf(row), row);
  return keys.map((k) => map.get(k) ?? null);
}
