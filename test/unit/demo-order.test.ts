/**
 * The demo seed's showcase order: one item of each kind in turn (the home
 * page's rows), and of a kind one of each group in turn, so the first items
 * published fill every row; within a group the quickest to make first, so
 * they are there sooner.
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

  it('takes every item once, the kinds and the groups of a kind in turn, the quickest of each group first', () => {
    const items = selectItems();
    const all = demoCatalogue();
    expect(items.map((i) => i.key).sort()).toEqual(all.map((i) => i.key).sort());
    const groups = [...new Set(all.map((i) => i.group))];
    // The first 24 fill the home page's three rows of 8: videos of every group, images, music and sound effects.
    const first = items.slice(0, 24);
    for (const kind of ['ASSET', 'IMAGE', 'AUDIO']) expect(first.filter((i) => i.kind === kind)).toHaveLength(8);
    expect(new Set(first.map((i) => i.group))).toEqual(new Set(groups));
    expect(first.slice(0, 6).map((i) => `${i.kind} ${i.group}`)).toEqual([
      'ASSET animations',
      'IMAGE images',
      'AUDIO music',
      'ASSET transitions',
      'IMAGE images',
      'AUDIO sound-effects',
    ]);
    for (const group of groups) {
      const times = items.filter((i) => i.group === group).map((i) => makingSeconds(i.source) ?? 0);
      expect(times).toEqual(times.toSorted((a, b) => a - b));
    }
    // Not simply the catalogue's order: the first effect is not the first listed.
    const firstOf = (list: typeof all, group: string) => list.find((i) => i.group === group)?.key;
    expect(firstOf(items, 'effects')).not.toBe(firstOf(all, 'effects'));
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
