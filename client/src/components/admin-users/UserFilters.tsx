/** Search, filters, sort and page size above the users table. */
import { useEffect, useId, useState } from 'react';
import { useDebounced } from '../../lib/useDebounced';
import { isFiltered, USER_PAGE_SIZES, USER_SORTS, type UserListParams } from './useUserListParams';

export function UserFilters({
  params,
  update,
  reset,
  plans,
}: {
  params: UserListParams;
  update: (patch: Partial<UserListParams>) => void;
  reset: () => void;
  plans: readonly { id: string; name: string }[];
}) {
  const id = useId();
  const [text, setText] = useState(params.q);
  const settled = useDebounced(text, 350);
  useEffect(() => {
    if (settled !== params.q) update({ q: settled });
  }, [settled, params.q, update]);
  const select = (key: keyof UserListParams, label: string, options: [string, string][]) => (
    <div className="field am-filters__field">
      <label className="field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className="field__input"
        value={String(params[key])}
        onChange={(e) => update({ [key]: e.target.value })}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section className="am-filters" aria-label="Find accounts">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          Search by email or name
        </label>
        <input
          id={`${id}-q`}
          className="field__input"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="am-filters__row">
        {select('role', 'Role', [
          ['', 'Any role'],
          ['MEMBER', 'Members'],
          ['ADMIN', 'Admins'],
        ])}
        {select('status', 'Status', [
          ['', 'Any status'],
          ['enabled', 'Enabled'],
          ['disabled', 'Disabled'],
        ])}
        {select('plan', 'Plan', [['', 'Any plan'], ...plans.map((p): [string, string] => [p.id, p.name])])}
        <div className="field am-filters__field">
          <label className="field__label" htmlFor={`${id}-from`}>
            Signed up from
          </label>
          <input
            id={`${id}-from`}
            className="field__input"
            type="date"
            value={params.from}
            onChange={(e) => update({ from: e.target.value })}
          />
        </div>
        <div className="field am-filters__field">
          <label className="field__label" htmlFor={`${id}-to`}>
            Signed up to
          </label>
          <input
            id={`${id}-to`}
            className="field__input"
            type="date"
            value={params.to}
            onChange={(e) => update({ to: e.target.value })}
          />
        </div>
        {select(
          'sort',
          'Sort',
          USER_SORTS.map((s) => [s.value, s.label]),
        )}
        {select(
          'size',
          'Per page',
          USER_PAGE_SIZES.map((n) => [String(n), String(n)]),
        )}
      </div>
      {isFiltered(params) && (
        <button
          type="button"
          className="button button--ghost am-filters__reset"
          onClick={() => {
            setText('');
            reset();
          }}
        >
          Clear filters
        </button>
      )}
    </section>
  );
}
