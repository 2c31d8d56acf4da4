/**
 * The admin media table of one kind (/admin/assets, /admin/images,
 * /admin/audio): server-side search, filters, sort and cursor pagination
 * (filters in the URL, see useListParams), row selection with bulk actions,
 * and a Re-run action for failed processing. TanStack Table holds the column
 * model and the selection; the data is one page of `adminMedia`.
 *
 * Paging is forward-only in the API (`first`/`after`): Previous pops a stack
 * of the cursors that led here. The stack and the selection belong to one
 * page of one filter: changing either starts again from the first page.
 */
import '../../styles/account.css';
import '../../styles/admin-media.css';
import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormAlerts } from '../../components/FormAlerts';
import { PageLoading } from '../../components/PageLoading';
import {
  AdminMediaListDocument,
  type AdminMediaListQuery,
  AdminReprocessMediaDocument,
  type MediaKind,
} from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';
import { formatUsd } from '../../lib/usd';
import { ProcessingBadge, StatusBadge } from './Badges';
import { type BulkSummary, BulkSummaryView, BulkToolbar } from './BulkActions';
import { ACCESS_LABELS, formatDate, formatDateTime, formatDuration, type ListSort, plural } from './format';
import { EDIT_PARAM, KINDS } from './kinds';
import { MediaFilters } from './MediaFilters';
import { isFiltered, toFilter, useListParams } from './useListParams';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The list orders a click on this column's header cycles through. */
    sorts?: readonly ListSort[];
    /** Class of the column's cells (widths, phone layout). */
    className?: string;
  }
}

type Row = AdminMediaListQuery['adminMedia']['edges'][number]['node'];
/** Any row with the kind fields it may have (the union's members each have some). */
type AnyRow = Row & {
  durationSeconds?: number | null;
  width?: number | null;
  height?: number | null;
  bpm?: number | null;
  isLoop?: boolean | null;
  isSoundEffect?: boolean | null;
};

/** Rows in progress are polled for their new state at this interval. */
const IN_PROGRESS_POLL_MS = 5000;
const inProgress = (r: Row) => r.processing.state === 'PENDING' || r.processing.state === 'PROCESSING';

/** How the header of a sorted column reads to assistive technology. */
const SORT_DIRECTION: Record<ListSort, 'ascending' | 'descending'> = {
  TITLE: 'ascending',
  OLDEST: 'ascending',
  NEWEST: 'descending',
  RECENTLY_UPDATED: 'descending',
};

function facts(row: AnyRow): string[] {
  const out: string[] = [];
  const duration = formatDuration(row.durationSeconds);
  if (duration) out.push(duration);
  if (row.width && row.height) out.push(`${row.width}×${row.height}`);
  if (row.bpm) out.push(`${row.bpm} BPM`);
  if (row.isLoop) out.push('Loop');
  if (row.isSoundEffect) out.push('Sound effect');
  return out;
}

export function MediaTable({ kind }: { kind: MediaKind }) {
  const config = KINDS[kind];
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [params, update, reset] = useListParams();
  const filter = useMemo(() => toFilter(kind, params), [kind, params]);

  // Page and selection state, valid only for the list (and page) they were made on.
  const listKey = JSON.stringify([filter, params.sort, params.size]);
  const [paging, setPaging] = useState({ key: listKey, cursors: [null] as (string | null)[] });
  const cursors = paging.key === listKey ? paging.cursors : [null];
  const after = cursors[cursors.length - 1] ?? null;
  const pageKey = `${listKey}|${after ?? ''}`;
  const [selection, setSelection] = useState<{ key: string; value: RowSelectionState }>({ key: pageKey, value: {} });
  const rowSelection = selection.key === pageKey ? selection.value : {};

  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);

  const [polling, setPolling] = useState(false);
  const { data, previousData, loading, networkStatus, error, refetch } = useQuery(AdminMediaListDocument, {
    variables: { filter, sort: params.sort, first: params.size, after },
    notifyOnNetworkStatusChange: true,
    pollInterval: polling ? IN_PROGRESS_POLL_MS : 0,
  });
  const page = (data ?? previousData)?.adminMedia;
  // Busy for a new page, filter or refetch; a background poll changes nothing the reader asked for.
  const busy = loading && networkStatus !== NetworkStatus.poll;
  const rows = useMemo(() => (page?.edges ?? []).map((e) => e.node), [page]);
  // Poll while any row is queued or processing (state adjusted during render, from the data just read).
  const anyInProgress = rows.some(inProgress);
  if (anyInProgress !== polling) setPolling(anyInProgress);

  const [reprocess] = useMutation(AdminReprocessMediaDocument);
  const [rerunning, setRerunning] = useState<string | null>(null);
  const rerun = useCallback(
    async (row: Row) => {
      setRerunning(row.id);
      setRowErrors([]);
      try {
        const result = await reprocess({ variables: { id: row.id } });
        const problem = result.data?.reprocessMedia.errors[0];
        if (problem) setRowErrors([`${row.title}: ${problem.message}`]);
      } catch (e) {
        setRowErrors(toFormErrors(e).map((x) => `${row.title}: ${x.message}`));
      } finally {
        setRerunning(null);
      }
    },
    [reprocess],
  );

  const setSort = useCallback((sort: ListSort) => update({ sort }), [update]);
  const editorTo = useCallback(
    (id: string) => {
      if (kind !== 'AUDIO') return `${config.listPath}/${id}`;
      const next = new URLSearchParams(searchParams);
      next.set(EDIT_PARAM, id);
      return { search: `?${next}` };
    },
    [kind, config.listPath, searchParams],
  );

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: 'select',
        meta: { className: 'am-col-select' },
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
            aria-label={`Select “${row.original.title}”`}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      {
        id: 'thumbnail',
        meta: { className: 'am-col-thumb' },
        header: () => <span className="visually-hidden">Thumbnail</span>,
        cell: ({ row }) =>
          row.original.thumbnailUrl ? (
            <img
              className="am-thumb"
              src={row.original.thumbnailUrl}
              alt={`Thumbnail of “${row.original.title}”`}
              loading="lazy"
              width={96}
              height={54}
            />
          ) : (
            <span className="am-thumb am-thumb--empty">
              <span className="visually-hidden">No thumbnail yet</span>
            </span>
          ),
      },
      {
        id: 'title',
        header: 'Title',
        meta: { sorts: ['TITLE'], className: 'am-col-title' },
        cell: ({ row }) => (
          <>
            <Link className="am-title-link" to={editorTo(row.original.id)}>
              {row.original.title}
            </Link>
            <span className="am-muted am-slug">{row.original.slug}</span>
          </>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'processing',
        header: 'Processing',
        cell: ({ row }) => {
          const r = row.original;
          return (
            <span className="am-processing">
              <ProcessingBadge state={r.processing.state} error={r.processing.error} />
              {r.processing.state === 'FAILED' && (
                <button
                  type="button"
                  className="button button--ghost am-small-button"
                  disabled={rerunning === r.id}
                  onClick={() => void rerun(r)}
                  aria-label={`Re-run processing of “${r.title}”`}
                >
                  Re-run
                </button>
              )}
            </span>
          );
        },
      },
      {
        id: 'category',
        header: 'Category',
        cell: ({ row }) => row.original.category?.name ?? <span className="am-muted">None</span>,
      },
      {
        id: 'platforms',
        header: 'Platforms',
        cell: ({ row }) =>
          row.original.platforms.length ? (
            row.original.platforms.map((p) => p.name).join(', ')
          ) : (
            <span className="am-muted">None</span>
          ),
      },
      {
        id: 'access',
        header: 'Access',
        cell: ({ row }) => (
          <>
            {ACCESS_LABELS[row.original.access]}
            {row.original.priceCents > 0 && <span className="am-muted"> · {formatUsd(row.original.priceCents)}</span>}
          </>
        ),
      },
      {
        id: 'facts',
        header: kind === 'IMAGE' ? 'Size' : 'Length',
        cell: ({ row }) => facts(row.original).join(' · ') || <span className="am-muted">Not measured</span>,
      },
      {
        id: 'updated',
        header: 'Updated',
        meta: { sorts: ['RECENTLY_UPDATED'] },
        cell: ({ row }) => (
          <time dateTime={row.original.updatedAt} title={formatDateTime(row.original.updatedAt)}>
            {formatDate(row.original.updatedAt)}
          </time>
        ),
      },
      {
        id: 'uploaded',
        header: 'Uploaded',
        meta: { sorts: ['NEWEST', 'OLDEST'] },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} title={formatDateTime(row.original.createdAt)}>
            {formatDate(row.original.createdAt)}
          </time>
        ),
      },
    ],
    [kind, editorTo, rerun, rerunning],
  );

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: true,
    state: { rowSelection },
    onRowSelectionChange: (updater) =>
      setSelection({ key: pageKey, value: typeof updater === 'function' ? updater(rowSelection) : updater }),
  });
  const selected = rows.filter((r) => rowSelection[r.id]).map((r) => ({ id: r.id, title: r.title }));
  const clearSelection = () => setSelection({ key: pageKey, value: {} });

  const flash = (location.state as { flash?: string } | null)?.flash;
  const filtered = isFiltered(params);
  const pageIndex = cursors.length - 1;
  const total = page?.totalCount ?? 0;
  const firstShown = pageIndex * params.size + 1;

  let body: ReactNode;
  if (!page) {
    body = error ? (
      <div className="form-alert am-state" role="alert">
        <p>
          The {config.plural} could not be loaded. {toFormErrors(error)[0]?.message}
        </p>
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Try again
          </button>
          {filtered && (
            <button type="button" className="button button--ghost" onClick={reset}>
              Clear filters
            </button>
          )}
        </div>
      </div>
    ) : (
      <PageLoading label={`Loading ${config.plural}…`} />
    );
  } else if (rows.length === 0) {
    body = (
      <div className="am-empty">
        {pageIndex > 0 ? (
          <>
            <p>There is nothing more on this page.</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setPaging({ key: listKey, cursors: [null] })}
            >
              Go to the first page
            </button>
          </>
        ) : filtered ? (
          <>
            <p>No {config.plural} match these filters.</p>
            <button type="button" className="button button--secondary" onClick={reset}>
              Clear filters
            </button>
          </>
        ) : (
          <>
            <p>There are no {config.plural} yet.</p>
            <Link className="button button--primary" to={config.uploadPath}>
              Upload {config.plural}
            </Link>
          </>
        )}
      </div>
    );
  } else {
    body = (
      <div className="am-table-scroll">
        <table className="am-table" aria-busy={busy || undefined}>
          <caption className="visually-hidden">
            {config.heading}: {firstShown}–{firstShown + rows.length - 1} of {total}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorts = header.column.columnDef.meta?.sorts;
                  const active = sorts?.includes(params.sort);
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={header.column.columnDef.meta?.className}
                      aria-sort={sorts ? (active ? SORT_DIRECTION[params.sort] : 'none') : undefined}
                    >
                      {sorts ? (
                        <SortButton label={label} sorts={sorts} current={params.sort} onSort={setSort} />
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={row.getIsSelected() ? 'is-selected' : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cell.column.columnDef.meta?.className}>
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
          <h1 className="am-list__title">{config.heading}</h1>
          <p className="am-list__lead">
            Every {config.singular} in every status. Select rows for bulk actions; open one to edit it.
          </p>
        </div>
        <Link className="button button--primary" to={config.uploadPath}>
          Upload {config.plural}
        </Link>
      </header>
      {flash && (
        <p className="flash" role="status">
          {flash}
        </p>
      )}
      <MediaFilters config={config} params={params} update={update} reset={reset} />
      <div role="status" className="am-summary-region">
        {summary && <BulkSummaryView summary={summary} onDismiss={() => setSummary(null)} />}
      </div>
      <FormAlerts
        messages={[
          ...rowErrors,
          ...(page && error ? toFormErrors(error).map((e) => `Could not refresh: ${e.message}`) : []),
        ]}
      />
      {selected.length > 0 && (
        <BulkToolbar
          config={config}
          selected={selected}
          onClear={clearSelection}
          onDone={(s) => {
            setSummary(s);
            clearSelection();
            void refetch();
          }}
        />
      )}
      {body}
      {page && (rows.length > 0 || pageIndex > 0) && (
        <nav className="am-pager" aria-label={`Pages of ${config.plural}`}>
          <p className="am-pager__count">
            {rows.length > 0
              ? `Showing ${firstShown}–${firstShown + rows.length - 1} of ${plural(total, config.singular, config.plural)}`
              : `${plural(total, config.singular, config.plural)} in all`}
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
            <span className="am-pager__page">
              Page {pageIndex + 1} of {Math.max(1, Math.ceil(total / params.size))}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={!page.pageInfo.hasNextPage || !page.pageInfo.endCursor || busy}
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

/** A sortable header: a click picks its first order, or the next of its orders when it is the current one. */
function SortButton({
  label,
  sorts,
  current,
  onSort,
}: {
  label: ReactNode;
  sorts: readonly ListSort[];
  current: ListSort;
  onSort: (sort: ListSort) => void;
}) {
  const index = sorts.indexOf(current);
  const active = index >= 0;
  const next = sorts[active ? (index + 1) % sorts.length : 0] ?? current;
  return (
    <button type="button" className={active ? 'am-sort is-active' : 'am-sort'} onClick={() => onSort(next)}>
      {label}
      <span aria-hidden="true" className="am-sort__arrow">
        {active ? (SORT_DIRECTION[current] === 'ascending' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}
