/** The users list's filter, sort and page size, kept in the URL (so Back and shared links work). */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUserSort, AdminUsersFilter, Role } from '../../graphql/generated/graphql';

export const USER_PAGE_SIZES = [25, 100, 1000] as const;
export const USER_SORTS: { value: AdminUserSort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'OLDEST', label: 'Oldest first' },
  { value: 'EMAIL', label: 'Email A–Z' },
  { value: 'NAME', label: 'Name A–Z' },
];

export interface UserListParams {
  q: string;
  role: '' | Role;
  status: '' | 'enabled' | 'disabled';
  plan: string;
  from: string;
  to: string;
  sort: AdminUserSort;
  size: number;
}

const KEYS = ['q', 'role', 'status', 'plan', 'from', 'to', 'sort', 'size'] as const;

export function useUserListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<UserListParams>(() => {
    const size = Number(search.get('size'));
    const sort = search.get('sort') as AdminUserSort | null;
    return {
      q: search.get('q') ?? '',
      role: (['ADMIN', 'MEMBER'].includes(search.get('role') ?? '')
        ? search.get('role')
        : '') as UserListParams['role'],
      status: (['enabled', 'disabled'].includes(search.get('status') ?? '')
        ? search.get('status')
        : '') as UserListParams['status'],
      plan: search.get('plan') ?? '',
      from: search.get('from') ?? '',
      to: search.get('to') ?? '',
      sort: sort && USER_SORTS.some((s) => s.value === sort) ? sort : 'NEWEST',
      size: (USER_PAGE_SIZES as readonly number[]).includes(size) ? size : 25,
    };
  }, [search]);
  const update = useCallback(
    (patch: Partial<UserListParams>) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const key of KEYS) {
            if (!(key in patch)) continue;
            const value = String(patch[key] ?? '');
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const reset = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);
  return [params, update, reset] as const;
}

/** The API filter of the URL's parameters (dates are whole days, UTC). */
export function toUsersFilter(p: UserListParams): AdminUsersFilter {
  return {
    search: p.q || null,
    role: p.role || null,
    disabled: p.status === 'disabled' ? true : p.status === 'enabled' ? false : null,
    planId: p.plan || null,
    signedUpFrom: p.from ? `${p.from}T00:00:00.000Z` : null,
    signedUpTo: p.to ? new Date(Date.parse(`${p.to}T00:00:00.000Z`) + 86_400_000).toISOString() : null,
  };
}

export const isFiltered = (p: UserListParams) => Boolean(p.q || p.role || p.status || p.plan || p.from || p.to);
