/**
 * `/admin/bundles`: every bundle, newest first, with search (`?q=`, kept in
 * the URL) and cursor pages. The API pages forward only (`first`/`after`):
 * Previous pops a stack of the cursors that led to this page, and a new
 * search starts again from the first page.
 */
import '../../styles/admin-bundles.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BundleTable } from '../../components/admin-bundles/BundleTable';
import { callErrors } from '../../components/admin-bundles/errors';
import { plural } from '../../components/admin-bundles/format';
import { PageLoading } from '../../components/PageLoading';
import { AdminBundlesDocument } from '../../graphql/generated/graphql';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;
const MAX_SEARCH = 100;

export default function AdminBundlesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const [paging, setPaging] = useState<{ search: string; cursors: (string | null)[] }>({ search, cursors: [null] });
  // A different search (typed, or from history) starts at its first page.
  const cursors = paging.search === search ? paging.cursors : [null];
  const after = cursors.at(-1) ?? null;
  const notice = useNotice();
  const searchId = useId();

  // Typing settles for a moment before it becomes the search (and a history entry).
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminBundlesDocument, {
    variables: { first: PAGE_SIZE, after, search: search || null },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const connection = shown?.adminBundles;
  const rows = connection?.edges.map((e) => e.node) ?? [];

  const goTo = (next: (string | null)[]) => setPaging({ search, cursors: next });

  return (
    <div className="bundles-page">
      <header className="bundles-page__header">
        <div>
          <h1 className="bundles-page__title">Bundles</h1>
          <p className="bundles-page__lead">Curated sets of media, sold or included together.</p>
        </div>
        <Link className="button button--primary" to="/admin/bundles/create">
          Create bundle
        </Link>
      </header>

      {notice && (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      )}

      <search className="bundles-page__search">
        <label className="field__label" htmlFor={searchId}>
          Search bundles
        </label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          name="q"
          maxLength={MAX_SEARCH}
          placeholder="Title or slug"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </search>

      {!connection ? (
        error ? (
          <div className="form-alert" role="alert">
            <p>{callErrors(error)[0]?.message}</p>
            <button type="button" className="button button--secondary" onClick={() => void refetch().catch(() => {})}>
              Try again
            </button>
          </div>
        ) : (
          <PageLoading label="Loading bundles…" />
        )
      ) : (
        <section aria-labelledby="bundles-results" aria-busy={loading}>
          <h2 id="bundles-results" className="visually-hidden">
            Results
          </h2>
          {error && (
            <div className="form-alert" role="alert">
              <p>{callErrors(error)[0]?.message}</p>
              <button type="button" className="button button--secondary" onClick={() => void refetch().catch(() => {})}>
                Try again
              </button>
            </div>
          )}
          <p className="bundles-page__count" aria-live="polite">
            {search
              ? `${plural(connection.totalCount, 'bundle')} matching “${search}”`
              : plural(connection.totalCount, 'bundle')}
          </p>
          {rows.length === 0 ? (
            <EmptyState
              search={search}
              onClear={() => {
                setTyped('');
                setParams({}, { replace: true });
              }}
              onFirstPage={cursors.length > 1 ? () => goTo([null]) : undefined}
            />
          ) : (
            <BundleTable
              rows={rows}
              onDeleted={async () => {
                // The last row of a later page: go back a page rather than show an empty one.
                if (rows.length === 1 && cursors.length > 1) goTo(cursors.slice(0, -1));
                else await refetch();
              }}
            />
          )}
          {(cursors.length > 1 || connection.pageInfo.hasNextPage) && (
            <nav className="bundles-page__pager" aria-label="Pages of bundles">
              <button
                type="button"
                className="button button--secondary"
                disabled={cursors.length <= 1 || loading}
                onClick={() => goTo(cursors.slice(0, -1))}
              >
                Previous page
              </button>
              <span className="bundles-page__page">Page {cursors.length}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={!connection.pageInfo.hasNextPage || loading}
                onClick={() => goTo([...cursors, connection.pageInfo.endCursor])}
              >
                Next page
              </button>
            </nav>
          )}
        </section>
      )}
    </div>
  );
}

function EmptyState({
  search,
  onClear,
  onFirstPage,
}: {
  search: string;
  onClear: () => void;
  onFirstPage?: () => void;
}) {
  if (onFirstPage) {
    return (
      <div className="bundles-empty">
        <p>No more bundles on this page.</p>
        <button type="button" className="button button--secondary" onClick={onFirstPage}>
          Back to the first page
        </button>
      </div>
    );
  }
  if (search) {
    return (
      <div className="bundles-empty">
        <p>No bundle’s title or slug contains “{search}”.</p>
        <button type="button" className="button button--secondary" onClick={onClear}>
          Clear the search
        </button>
      </div>
    );
  }
  return (
    <div className="bundles-empty">
      <h2>No bundles yet</h2>
      <p>Put media together in a bundle — a pack of transitions, a music collection — and publish it for members.</p>
      <Link className="button button--primary" to="/admin/bundles/create">
        Create the first bundle
      </Link>
    </div>
  );
}

/** “Saved …” from the form, shown once: the navigation state is cleared so a reload does not repeat it. */
function useNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = (location.state as { notice?: unknown } | null)?.notice;
  const [notice] = useState(typeof fromState === 'string' ? fromState : null);
  useEffect(() => {
    if (fromState !== undefined) {
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [fromState, navigate, location.pathname, location.search]);
  return notice;
}
