/**
 * /admin/users: server-side search, filters and sort (in the URL), pages of
 * 25, 100 or 1000, row selection with bulk actions and a result per account,
 * and a CSV export of the current filter. TanStack Table holds the columns
 * and the selection; the data is one page of `adminUsers`.
 */
import '../../styles/admin-media.css';
import '../../styles/admin-users.css';
import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  AdminExportLinkDocument,
  type AdminUserRowFragment,
  AdminUsersDocument,
} from '../../graphql/generated/graphql';
import { day } from '../../lib/dates';
import { toFormErrors } from '../../lib/errors';
import { FormAlerts } from '../FormAlerts';
import { PageLoading } from '../PageLoading';
import { type BulkOutcome, UserBulkActions } from './UserBulkActions';
import { UserFilters } from './UserFilters';
import { isFiltered, toUsersFilter, useUserListParams } from './useUserListParams';

export function UsersTable() {
  const [params, update, reset] = useUserListParams();
  const filter = useMemo(() => toUsersFilter(params), [params]);
  const listKey = JSON.stringify([filter, params.sort, params.size]);
  const [paging, setPaging] = useState({ key: listKey, cursors: [null] as (string | null)[] });
  const cursors = paging.key === listKey ? paging.cursors : [null];
  const after = cursors.at(-1) ?? null;
  const pageKey = `${listKey}|${after ?? ''}`;
  const [selection, setSelection] = useState<{ key: string; value: RowSelectionState }>({ key: pageKey, value: {} });
  const rowSelection = selection.key === pageKey ? selection.value : {};
  const [outcome, setOutcome] = useState<NamedOutcome | null>(null);
  const [exportError, setExportError] = useState<string[]>([]);
  const client = useApolloClient();

  const { data, previousData, loading, networkStatus, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { filter, sort: params.sort, first: params.size, after },
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.adminUsers;
  const plans = (data ?? previousData)?.plans ?? [];
  const busy = loading && networkStatus !== NetworkStatus.poll;
  const rows = useMemo(() => (page?.edges ?? []).map((e) => e.node), [page]);

  const columns = useMemo<ColumnDef<AdminUserRowFragment>[]>(
    () => [
      {
        id: 'select',
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label="Select all on this page"
            checked={table.getIsAllPageRowsSelected()}
            ref={(el) => {
              if (el) el.indeterminate = table.getIsSomePageRowsSelected();
            }}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`Select ${row.original.email}`}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      {
        id: 'user',
        header: 'Account',
        cell: ({ row }) => (
          <div className="au-user">
            <Link className="am-title-link" to={`/admin/users/${row.original.id}`}>
              {row.original.displayName || row.original.email}
            </Link>
            <span className="am-muted">{row.original.email}</span>
          </div>
        ),
      },
      { id: 'role', header: 'Role', cell: ({ row }) => (row.original.role === 'ADMIN' ? 'Admin' : 'Member') },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) =>
          row.original.disabled ? (
            <span className="am-badge am-badge--rejected" title={row.original.disabledReason || undefined}>
              Disabled
            </span>
          ) : row.original.emailVerified ? (
            <span className="am-badge am-badge--published">Active</span>
          ) : (
            <span className="am-badge am-badge--pending_review">Unverified</span>
          ),
      },
      {
        id: 'created',
        header: 'Signed up',
        cell: ({ row }) => day(row.original.createdAt as string, 'local'),
      },
    ],
    [],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    enableRowSelection: true,
    state: { rowSelection },
    onRowSelectionChange: (updater) =>
      setSelection({ key: pageKey, value: typeof updater === 'function' ? updater(rowSelection) : updater }),
  });
  const selected = rows.filter((r) => rowSelection[r.id]).map((r) => ({ id: r.id, email: r.email }));
  const pageIndex = cursors.length - 1;
  const total = page?.totalCount ?? 0;
  const firstShown = pageIndex * params.size + 1;

  async function exportCsv() {
    setExportError([]);
    try {
      const result = await client.query({
        query: AdminExportLinkDocument,
        variables: { kind: 'USERS', usersFilter: filter },
        fetchPolicy: 'network-only',
      });
      // A plain navigation: the browser streams the file to disk, however large.
      if (result.data) window.location.assign(result.data.adminExportLink);
    } catch (err) {
      setExportError(toFormErrors(err).map((e) => `Export failed: ${e.message}`));
    }
  }

  let body: ReactNode;
  if (!page) {
    body = error ? (
      <div className="form-alert" role="alert">
        <p>The accounts could not be loaded. {toFormErrors(error)[0]?.message}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    ) : (
      <PageLoading label="Loading accounts…" />
    );
  } else if (rows.length === 0) {
    body = (
      <div className="am-empty">
        {isFiltered(params) ? (
          <>
            <p>No accounts match these filters.</p>
            <button type="button" className="button button--secondary" onClick={reset}>
              Clear filters
            </button>
          </>
        ) : (
          <>
            <p>No accounts yet. Members appear here when they sign up.</p>
            <Link className="button button--secondary" to="/admin/pricing">
              See plans and pricing
            </Link>
          </>
        )}
      </div>
    );
  } else {
    body = (
      <div className="am-table-scroll">
        <table className="am-table au-table" aria-busy={busy || undefined}>
          <caption className="visually-hidden">
            Accounts {firstShown}–{firstShown + rows.length - 1} of {total}
          </caption>
          <thead>
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {g.headers.map((h) => (
                  <th key={h.id} scope="col" className={`au-col-${h.id}`}>
                    {flexRender(h.column.columnDef.header, h.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={row.getIsSelected() ? 'is-selected' : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={`au-col-${cell.column.id}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="am-list">
      <header className="am-list__header">
        <div>
          <h1 className="am-list__title">Users</h1>
          <p className="am-list__lead">
            Find an account, open it for its sessions, plan and history, or select several for a bulk action.
          </p>
        </div>
        <button type="button" className="button button--secondary" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </header>
      <UserFilters params={params} update={update} reset={reset} plans={plans} />
      <div role="status" className="am-summary-region">
        {outcome && <BulkOutcomeView outcome={outcome} onDismiss={() => setOutcome(null)} />}
      </div>
      <FormAlerts
        messages={[
          ...exportError,
          ...(page && error ? toFormErrors(error).map((e) => `Could not refresh: ${e.message}`) : []),
        ]}
      />
      {selected.length > 0 && (
        <UserBulkActions
          selected={selected}
          onClear={() => setSelection({ key: pageKey, value: {} })}
          onDone={(o) => {
            // A refused account comes back without its row: name it by the email it had on the page.
            const emails = new Map(selected.map((u) => [u.id, u.email]));
            setOutcome({ ...o, results: o.results.map((r) => ({ ...r, email: r.user?.email ?? emails.get(r.id) })) });
            setSelection({ key: pageKey, value: {} });
            void refetch();
          }}
        />
      )}
      {body}
      {page && rows.length > 0 && (
        <nav className="am-pager" aria-label="Pages of accounts">
          <p className="am-pager__count">
            Showing {firstShown}–{firstShown + rows.length - 1} of {total}
            {busy && <span className="am-muted"> · Updating…</span>}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              disabled={pageIndex === 0}
              onClick={() => setPaging({ key: listKey, cursors: cursors.slice(0, -1) })}
            >
              Previous
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={!page.pageInfo.hasNextPage || busy}
              onClick={() => setPaging({ key: listKey, cursors: [...cursors, page.pageInfo.endCursor ?? null] })}
            >
              Next
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}

/** A bulk action's outcome, each result with the email of its account. */
type NamedOutcome = Omit<BulkOutcome, 'results'> & {
  results: (BulkOutcome['results'][number] & { email: string | undefined })[];
};

function BulkOutcomeView({ outcome, onDismiss }: { outcome: NamedOutcome; onDismiss: () => void }) {
  const failed = outcome.results.filter((r) => !r.ok);
  return (
    <div className={failed.length ? 'am-summary am-summary--partial' : 'am-summary'}>
      <p>
        {outcome.changedCount} changed{failed.length ? `, ${failed.length} not changed:` : '.'}
      </p>
      {failed.length > 0 && (
        <ul className="am-summary__list">
          {failed.map((r) => (
            <li key={r.id}>
              {r.email ?? r.id}: {r.message}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--ghost am-summary__dismiss" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
