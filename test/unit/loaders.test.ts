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
});
