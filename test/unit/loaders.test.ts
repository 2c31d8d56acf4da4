import { describe, expect, it } from 'vitest';
import type { Context } from '../../server/graphql/context.js';
import { byKeys, defineLoader, LoaderRegistry } from '../../server/graphql/loaders.js';

const ctx = () => ({ loaders: new LoaderRegistry() }) as unknown as Context;

describe('per-request loaders', () => {
  it('batches the loads of one tick into one call, in key order, null for missing keys', async () => {
    const calls: (readonly number[])[] = [];
    const squares = defineLoader<number, { n: number; sq: number }>('squares', async (_ctx, keys) => {
      calls.push(keys);
      const rows = keys.filter((k) => k !== 3).map((n) => ({ n, sq: n * n }));
      return byKeys(keys, rows.reverse(), (r) => r.n);
    });
    const c = ctx();
    const values = await Promise.all([1, 2, 3, 2].map((k) => squares(c).load(k)));
    expect(values).toEqual([{ n: 1, sq: 1 }, { n: 2, sq: 4 }, null, { n: 2, sq: 4 }]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('keeps caches per request, so one request never sees another’s data', async () => {
    let version = 0;
    const current = defineLoader<string, number>('current', async (_ctx, keys) => keys.map(() => version));
    const first = ctx();
    expect(await current(first).load('x')).toBe(0);
    version = 1;
    expect(await current(first).load('x')).toBe(0);
    expect(await current(ctx()).load('x')).toBe(1);
  });

  it('answers a primed key at once and any other once loaded, with the value DataLoader keeps', async () => {
    let loads = 0;
    const names = defineLoader<string, string>('names', async (_ctx, keys) => {
      loads++;
      return keys.map((k) => `loaded ${k}`);
    });
    const c = ctx();
    const upper = (v: string | null) => v?.toUpperCase();
    names(c).prime('a', 'primed a');
    // At once: a plain value, not a promise.
    expect(names(c).with('a', upper)).toBe('PRIMED A');
    // Not primed: a promise of the loaded value.
    const b = names(c).with('b', upper);
    expect(b).toBeInstanceOf(Promise);
    expect(await b).toBe('LOADED B');
    // DataLoader keeps its first value: a later prime changes neither what it loads nor what `with` answers.
    names(c).prime('a', 'again');
    names(c).prime('b', 'primed b');
    expect(await names(c).load('a')).toBe('primed a');
    expect(await names(c).with('b', upper)).toBe('LOADED B');
    expect(names(c).with('a', upper)).toBe('PRIMED A');
    // A key primed with a promise is held by DataLoader too: a value primed after it is not taken.
    names(c).prime('c', Promise.resolve('promised c'));
    names(c).prime('c', 'primed c');
    expect(await names(c).with('c', upper)).toBe('PROMISED C');
    // Cleared: primed again, answered at once with the new value.
    names(c).clear('a').prime('a', 'new a');
    expect(names(c).with('a', upper)).toBe('NEW A');
    names(c).clearAll();
    expect(await names(c).with('a', upper)).toBe('LOADED A');
    expect(loads).toBe(2);
  });
});
