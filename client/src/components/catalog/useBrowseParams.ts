/**
 * The browse filter state lives in the URL search params, so a filtered list
 * can be linked, bookmarked and restored with Back. This module maps between
 * the params and the `MediaFilter` / `MediaBrowseSort` of the `media` query.
 *
 * Params (list params repeat, e.g. `?tag=a&tag=b`):
 *   kind, assetType, platform (slug or id), category (id, one), tag (id),
 *   access, orientation, resolution, fps, genre, mood — lists;
 *   duration, bpm — one bucket key (`10-30`, `180-`) from the facets;
 *   loop, sfx — `true` | `false`; sort — `relevance` (the default with a
 *   query) | `newest` (the default without) | `popular` | `title`;
 *   query — search words; exact — `1`: search them as typed (no correction).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { MediaFilter, MediaKind, SearchSort } from '../../graphql/generated/graphql';
import { keepOverlay } from '../../lib/useHistoryOverlay';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id no row has: an id filter whose values are all unknown still matches nothing, as asked. */
const NO_ROW = '00000000-0000-0000-0000-000000000000';
/** Ids as the server takes them: a stale slug or a mangled id in a bookmark matches nothing instead of failing. */
const ids = (values: string[]) =>
  values.length === 0 ? [] : values.some((v) => UUID.test(v)) ? values.filter((v) => UUID.test(v)) : [NO_ROW];

/** The list params, each with the MediaFilter field it feeds. */
export const LIST_PARAMS = {
  kind: 'kinds',
  assetType: 'assetTypes',
  platform: 'platformIds',
  tag: 'tagIds',
  access: 'access',
  orientation: 'orientations',
  resolution: 'resolutions',
  fps: 'frameRates',
  genre: 'genres',
  mood: 'moods',
} as const;
export type ListParam = keyof typeof LIST_PARAMS;
export type SingleParam = 'category' | 'duration' | 'bpm' | 'loop' | 'sfx';

/** The orders; RELEVANCE only with search words (search's SearchSort is browse's MediaBrowseSort plus it). */
export const SORTS: readonly { value: SearchSort; param: string; label: string }[] = [
  { value: 'RELEVANCE', param: 'relevance', label: 'Best match' },
  { value: 'NEWEST', param: 'newest', label: 'Newest' },
  { value: 'POPULAR', param: 'popular', label: 'Most popular' },
  { value: 'TITLE', param: 'title', label: 'Title A–Z' },
];

/** `10-30` → { min: 10, max: 30 }; `180-` → { min: 180, max: null }; junk → null. */
export function parseBucket(key: string | null): { min: number; max: number | null } | null {
  if (!key) return null;
  const m = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)?$/.exec(key);
  if (!m?.[1]) return null;
  return { min: Number(m[1]), max: m[2] ? Number(m[2]) : null };
}

function parseBool(v: string | null): boolean | undefined {
  return v === 'true' ? true : v === 'false' ? false : undefined;
}

export interface BrowseParams {
  params: URLSearchParams;
  list: (name: ListParam) => string[];
  single: (name: SingleParam) => string | null;
  /** Search words ('' when none). */
  query: string;
  /** Search the words as typed (the "search instead for" link). */
  exact: boolean;
  /** RELEVANCE only when there are search words. */
  sort: SearchSort;
  /** How many filters are set (for the phone "Filters (3)" button). */
  activeCount: number;
  /** Adds or removes one value of a list param. */
  toggle: (name: ListParam, value: string) => void;
  /** Sets (or with null clears) a single-valued param. */
  set: (name: SingleParam, value: string | null) => void;
  setSort: (sort: SearchSort) => void;
  /** Searches the words as typed (drops the correction). */
  setExact: () => void;
  /** Removes every value of a param (a zero-result suggestion dropping a filter). */
  remove: (name: ListParam | SingleParam) => void;
  clear: () => void;
}

/**
 * @param carrying search params on their way into the URL that the page already knows (the filter
 * sheet's, written back after Back closed it): shown instead of the URL's until it changes.
 */
export function useBrowseParams(carrying: string | null = null): BrowseParams {
  const [urlParams, setParams] = useSearchParams();
  const { state } = useLocation();
  // Under the phone filter sheet, changes stay in the sheet's history entry (Back closes the sheet).
  const overlay = useMemo(() => keepOverlay(state), [state]);
  // React Router writes the URL in a transition, which waits for the list it suspends on: until it
  // lands, the filters show (and the list asks for) what was just chosen, instead of a ticked box
  // reading unticked on a busy phone. A second tick builds on the first, not on the older URL.
  const [chosen, setChosen] = useState<URLSearchParams | null>(null);
  // What this hook wrote, oldest first, not yet seen in the URL. Transitions can land one by one:
  // when the first of two quick ticks lands, the second must keep showing until its own URL does.
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const landed = sent.current.indexOf(urlParams.toString());
    if (landed >= 0 && landed < sent.current.length - 1) {
      sent.current = sent.current.slice(landed + 1);
      return;
    }
    // The last write landed, or the URL moved for another reason (Back, a link): show the URL.
    sent.current = [];
    setChosen(null);
  }, [urlParams]);
  const carried = useMemo(() => (carrying === null ? null : new URLSearchParams(carrying)), [carrying]);
  const params = chosen ?? carried ?? urlParams;

  // Every change is a history entry (Back undoes it) and keeps the scroll position meaningful:
  // a new filter starts the list from its first page anyway.
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(params);
      change(next);
      sent.current.push(next.toString());
      setChosen(next);
      setParams(next, { preventScrollReset: true, ...overlay });
    },
    [params, setParams, overlay],
  );

  return useMemo(() => {
    const list = (name: ListParam) => params.getAll(name).filter(Boolean);
    const single = (name: SingleParam) => params.get(name) || null;
    const query = (params.get('query') ?? '').trim();
    const sortParam = params.get('sort');
    const fallback: SearchSort = query ? 'RELEVANCE' : 'NEWEST';
    const chosen = SORTS.find((s) => s.param === sortParam)?.value ?? fallback;
    const sort = chosen === 'RELEVANCE' && !query ? 'NEWEST' : chosen;
    let activeCount = 0;
    for (const key of Object.keys(LIST_PARAMS) as ListParam[]) activeCount += list(key).length;
    for (const key of ['category', 'duration', 'bpm', 'loop', 'sfx'] as const) if (single(key)) activeCount++;
    return {
      params,
      list,
      single,
      query,
      exact: params.get('exact') === '1',
      sort,
      activeCount,
      toggle: (name, value) =>
        update((next) => {
          const values = next.getAll(name);
          next.delete(name);
          const kept = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
          for (const v of kept) next.append(name, v);
        }),
      set: (name, value) =>
        update((next) => {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }),
      setSort: (value) =>
        update((next) => {
          if (value === fallback) next.delete('sort');
          else next.set('sort', SORTS.find((s) => s.value === value)?.param ?? 'newest');
        }),
      setExact: () => update((next) => next.set('exact', '1')),
      remove: (name) => update((next) => next.delete(name)),
      clear: () =>
        update((next) => {
          for (const key of [...Object.keys(LIST_PARAMS), 'category', 'duration', 'bpm', 'loop', 'sfx']) {
            next.delete(key);
          }
        }),
    } satisfies BrowseParams;
  }, [params, update]);
}

/**
 * The `MediaFilter` for the URL state. `platformIdOf` maps a platform slug to its
 * id (the sitemap links `?platform=<slug>`); unknown slugs and malformed ids
 * match nothing. `fixedKind` pins the kind on the single-kind pages.
 */
export function toMediaFilter(
  p: Pick<BrowseParams, 'list' | 'single'>,
  platformIdOf: (slugOrId: string) => string,
  fixedKind?: MediaKind,
): MediaFilter {
  const filter: MediaFilter = {};
  const kinds = fixedKind ? [fixedKind] : (p.list('kind') as MediaKind[]);
  if (kinds.length) filter.kinds = kinds;
  const lists: [ListParam, keyof MediaFilter][] = [
    ['assetType', 'assetTypes'],
    ['access', 'access'],
    ['orientation', 'orientations'],
    ['resolution', 'resolutions'],
    ['fps', 'frameRates'],
    ['genre', 'genres'],
    ['mood', 'moods'],
  ];
  for (const [param, field] of lists) {
    const values = p.list(param);
    // The enum-valued params are checked by the server (BAD_USER_INPUT shows as the error state).
    if (values.length) (filter as Record<string, unknown>)[field] = values;
  }
  const platforms = ids(p.list('platform').map(platformIdOf));
  if (platforms.length) filter.platformIds = platforms;
  const tags = ids(p.list('tag'));
  if (tags.length) filter.tagIds = tags;
  const category = p.single('category');
  if (category) filter.categoryId = UUID.test(category) ? category : NO_ROW;
  const duration = parseBucket(p.single('duration'));
  if (duration) {
    filter.minDurationSeconds = duration.min;
    if (duration.max !== null) filter.maxDurationSeconds = duration.max;
  }
  const bpm = parseBucket(p.single('bpm'));
  if (bpm) {
    filter.minBpm = Math.round(bpm.min);
    if (bpm.max !== null) filter.maxBpm = Math.round(bpm.max);
  }
  const loop = parseBool(p.single('loop'));
  if (loop !== undefined) filter.isLoop = loop;
  const sfx = parseBool(p.single('sfx'));
  if (sfx !== undefined) filter.isSoundEffect = sfx;
  return filter;
}
