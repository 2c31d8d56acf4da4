/**
 * The demo seed's showcase order: one item of each group in turn, so the
 * first items published cover every kind, and within a group the quickest
 * to make first, so they are there sooner.
 */
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../server/modules/catalog/demo/catalogue.js';
import { makingSeconds } from '../../server/modules/catalog/demo/generate.js';
import { selectItems } from '../../server/modules/catalog/demo/seed.js';

describe('demo showcase order', () => {
  it('has a measured making time for every recipe in the catalogue', () => {
    const unmeasured = demoCatalogue().filter((i) => makingSeconds(i.source) === undefined);
    expect(unmeasured.map((i) => i.key)).toEqual([]);
  });

  it('takes every item once, one of each group in turn, the quickest of each group first', () => {
    const items = selectItems();
    const all = demoCatalogue();
    expect(items.map((i) => i.key).sort()).toEqual(all.map((i) => i.key).sort());
    const groups = [...new Set(all.map((i) => i.group))];
    // The first round holds one of each group, in the catalogue's group order.
    expect(items.slice(0, groups.length).map((i) => i.group)).toEqual(groups);
    for (const group of groups) {
      const times = items.filter((i) => i.group === group).map((i) => makingSeconds(i.source) ?? 0);
      expect(times).toEqual(times.toSorted((a, b) => a - b));
    }
    // Not simply the catalogue's order: the first effect is not the first listed.
    const first = (list: typeof all, group: string) => list.find((i) => i.group === group)?.key;
    expect(first(items, 'effects')).not.toBe(first(all, 'effects'));
  });

  it('with perGroup, keeps the first items the catalogue lists for each group', () => {
    const items = selectItems(2);
    const all = demoCatalogue();
    const groups = [...new Set(all.map((i) => i.group))];
    for (const group of groups) {
      const chosen = items.filter((i) => i.group === group).map((i) => i.key);
      const listed = all.filter((i) => i.group === group).map((i) => i.key);
      expect(chosen.toSorted()).toEqual(listed.slice(0, 2).toSorted());
    }
  });
});
