/**
 * The filters, sort and page size of an admin media table, kept in the URL's
 * search parameters so a filtered view can be shared and reloaded:
 *
 *   ?q=logo&status=DRAFT,REJECTED&processing=FAILED&category=<id>&platform=<id>&access=FREE&sort=TITLE&size=50
 *
 * Defaults are left out of the URL; unknown values are ignored. Other
 * parameters (such as the audio editor's `edit`) are kept as they are.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type {
  Access,
  AdminMediaFilter,
  MediaKind,
  MediaStatus,
  ProcessingState,
} from '../../graphql/generated/graphql';
import { ACCESS_LEVELS, LIST_SORTS, type ListSort, PROCESSING_STATES, STATUSES } from './format';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
const DEFAULT_SORT: ListSort = 'NEWEST';
const DEFAULT_SIZE: PageSize = 25;

export interface ListParams {
  q: string;
  statuses: MediaStatus[];
  processing: ProcessingState | '';
  categoryId: string;
  platformId: string;
  access: Access | '';
  sort: ListSort;
  size: PageSize;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

function parse(params: URLSearchParams): ListParams {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((s): s is MediaStatus => STATUSES.includes(s as MediaStatus));
  const size = Number(params.get('size'));
  return {
    q: params.get('q') ?? '',
    statuses: [...new Set(statuses)],
    processing: oneOf(PROCESSING_STATES, params.get('processing')),
    categoryId: params.get('category') ?? '',
    platformId: params.get('platform') ?? '',
    access: oneOf(ACCESS_LEVELS, params.get('access')),
    sort: oneOf(LIST_SORTS, params.get('sort')) || DEFAULT_SORT,
    size: PAGE_SIZES.includes(size as PageSize) ? (size as PageSize) : DEFAULT_SIZE,
  };
}

function write(params: URLSearchParams, p: ListParams): void {
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('q', p.q.trim());
  set('status', p.statuses.join(','));
  set('processing', p.processing);
  set('category', p.categoryId);
  set('platform', p.platformId);
  set('access', p.access);
  set('sort', p.sort === DEFAULT_SORT ? '' : p.sort);
  set('size', p.size === DEFAULT_SIZE ? '' : String(p.size));
}

export function useListParams(): [ListParams, (patch: Partial<ListParams>) => void, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parse(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<ListParams>) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          write(next, { ...parse(prev), ...patch });
          return next;
        },
        // Filters replace the entry: Back leaves the list instead of undoing keystrokes.
        { replace: true },
      ),
    [setSearchParams],
  );
  const reset = useCallback(
    () => update({ q: '', statuses: [], processing: '', categoryId: '', platformId: '', access: '' }),
    [update],
  );
  return [params, update, reset];
}

/** True when any filter (not sort or size) narrows the list. */
export const isFiltered = (p: ListParams) =>
  Boolean(p.q.trim() || p.statuses.length || p.processing || p.categoryId || p.platformId || p.access);

/** The API filter of the list parameters (ids that are not ids are left to the server to refuse). */
export function toFilter(kind: MediaKind, p: ListParams): AdminMediaFilter {
  return {
    kind,
    search: p.q.trim().slice(0, 100) || null,
    statuses: p.statuses.length ? p.statuses : null,
    processing: p.processing ? [p.processing] : null,
    categoryId: p.categoryId || null,
    platformId: p.platformId || null,
    access: p.access || null,
  };
}
