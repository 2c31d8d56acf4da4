/**
 * The catalogue list screens (/public/browse, /public/images, /public/audio,
 * their /members twins, and /members/search): filters with facet counts (a
 * sidebar, a drawer on phones), sort, and a card grid that grows by cursor as
 * the end scrolls into view — with a "Load more" button for keyboard users
 * and when the observer does not fire. All state is in the URL
 * (useBrowseParams). With search words (`?query=`), or on the search page,
 * the list comes from `search`: highlighted titles, a typo correction
 * banner, and help instead of a dead end when nothing is found.
 *
 * Without Apollo Client, as the lists are visitors' landing screens (see
 * ./useCatalogueResults.ts); the follow button, for members, brings it.
 */
import '../../styles/catalog.css';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BrowsePlatformsDocument, type MediaKind, RecordSearchClickDocument } from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';
import { graphqlRequest } from '../../lib/graphqlRequest';
import { lazyWithApollo } from '../../lib/lazyWithApollo';
import { useFetchQuery } from '../../lib/useFetchQuery';
import { useHistoryOverlay } from '../../lib/useHistoryOverlay';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { FilterDrawer } from './FilterDrawer';
import { FilterSidebar } from './FilterSidebar';
import { MediaGrid, MediaGridSkeleton } from './MediaGrid';
import { EmptyResults, SearchCorrection } from './SearchNotices';
import { SortSelect } from './SortSelect';
import { toMediaFilter, UUID, useBrowseParams } from './useBrowseParams';
import { useCatalogueResults } from './useCatalogueResults';

/** Where the sidebar shows (catalog.css hides it at 900 px and below). */
const SIDEBAR_LAYOUT = '(min-width: 901px)';

/** Following a platform needs an account: visitors get nothing, and load nothing for it. */
const FollowButton = lazyWithApollo(
  () => import('../follows/FollowButton').then((m) => m.FollowButton),
  () => null,
);

export interface BrowsePageProps {
  area: 'public' | 'members';
  title: string;
  intro: string;
  /** Pins the list to one kind (the images and audio pages). */
  kind?: MediaKind;
  /** The search page: results come from `search` even before words are typed. */
  searchPage?: boolean;
}

export function BrowsePage({ area, title, intro, kind, searchPage = false }: BrowsePageProps) {
  const drawer = useHistoryOverlay('filters');
  const browse = useBrowseParams(drawer.carrying);
  const searching = searchPage || browse.query !== '';
  const drawerButton = useRef<HTMLButtonElement>(null);

  // Platforms are written to the URL as slugs; slugs in the URL need the platform list before the first query.
  const needPlatforms = browse.list('platform').some((p) => !UUID.test(p));
  const platformsQuery = useFetchQuery(BrowsePlatformsDocument);
  const platforms = platformsQuery.data?.platforms;
  const platformIdOf = useCallback(
    (slugOrId: string) => platforms?.find((p) => p.slug === slugOrId)?.id ?? slugOrId,
    [platforms],
  );
  const platformSlugOf = useCallback((id: string) => platforms?.find((p) => p.id === id)?.slug ?? id, [platforms]);

  const filter = useMemo(() => toMediaFilter(browse, platformIdOf, kind), [browse, platformIdOf, kind]);
  const waitingForPlatforms = needPlatforms && !platforms && !platformsQuery.error;
  const results = useCatalogueResults(browse, filter, { searching, skip: waitingForPlatforms });
  const { items, total, facets, hasNextPage } = results;

  // A click on a result is search analytics: which result, at which position.
  // keepalive: the click also opens the item, and the record must outlive this page.
  const searchId = results.search?.searchId;
  const onOpen = useMemo(
    () =>
      searchId
        ? (item: { id: string }, index: number) =>
            void graphqlRequest(
              RecordSearchClickDocument,
              { input: { searchId, mediaId: item.id, position: index + 1 } },
              { keepalive: true },
            ).catch(() => undefined)
        : undefined,
    [searchId],
  );

  // Loading more: one request at a time. A load the keyboard asked for — the button pressed, or
  // focused while the observer loads — moves focus to the first new card, so focus never drops
  // to the page when the button goes away after the last page.
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const focusIndex = useRef<number | null>(null);
  const inFlightFrom = useRef<number | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLElement>(null);
  const { fetchMore } = results;
  const loadMore = useCallback(
    async (fromButton: boolean) => {
      const keyboard = fromButton || document.activeElement === moreButton.current;
      if (inFlightFrom.current !== null) {
        if (keyboard) focusIndex.current = inFlightFrom.current;
        return;
      }
      if (!hasNextPage) return;
      inFlightFrom.current = items.length;
      if (keyboard) focusIndex.current = items.length;
      setLoadingMore(true);
      setMoreError(null);
      try {
        await fetchMore();
      } catch (err) {
        focusIndex.current = null;
        setMoreError(toFormErrors(err)[0]?.message ?? 'Could not load more.');
      } finally {
        inFlightFrom.current = null;
        setLoadingMore(false);
      }
    },
    [hasNextPage, fetchMore, items.length],
  );

  // Results known at once are remembered ones (Back to this list): the grid then shows them whole.
  const [returning] = useState(results.ready);

  // The grid adds its cards a few per task: focus waits for the card to be there.
  const [cardsShown, setCardsShown] = useState(0);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || cardsShown <= index) return;
    focusIndex.current = null;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('.media-card__title a')[index]?.focus();
  }, [cardsShown]);

  // Infinite scroll: a sentinel after the grid; it loads the next page as it nears the viewport.
  const sentinel = useRef<HTMLDivElement>(null);
  // Not while the grid is still adding the cards it has: the sentinel is close under a part-built grid.
  const canLoadMore = hasNextPage && !loadingMore && !moreError && cardsShown >= items.length;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore(false);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoadMore, loadMore]);

  const sidebarProps = { facets, browse, hideKind: Boolean(kind), platformIdOf, platformSlugOf };
  const wide = useMediaQuery(SIDEBAR_LAYOUT);

  let content: ReactNode;
  if (results.error && !results.ready) {
    content = (
      <div className="form-alert query-status" role="alert">
        <p>{toFormErrors(results.error)[0]?.message ?? 'The list could not be loaded.'}</p>
        <button type="button" className="button button--secondary" onClick={() => void results.refetch()}>
          Try again
        </button>
        {/* A filter the server refuses (a hand-edited `kind=FOO`) fails again on every retry. */}
        {browse.activeCount > 0 && (
          <button type="button" className="button button--ghost" onClick={browse.clear}>
            Clear all filters
          </button>
        )}
      </div>
    );
  } else if (!results.ready) {
    content = <MediaGridSkeleton />;
  } else if (items.length === 0) {
    content = searching ? (
      <EmptyResults browse={browse} help={results.search?.emptyHelp ?? null} />
    ) : (
      <div className="browse__empty">
        <h2>{browse.activeCount > 0 ? 'Nothing matches these filters' : 'Nothing here yet'}</h2>
        <p>
          {browse.activeCount > 0
            ? 'Try removing a filter or two.'
            : 'New media is added every week — check back soon.'}
        </p>
        {browse.activeCount > 0 && (
          <button type="button" className="button button--secondary" onClick={browse.clear}>
            Clear all filters
          </button>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <MediaGrid
          items={items}
          busy={results.loading}
          highlights={results.search?.highlights}
          onOpen={onOpen}
          onShown={setCardsShown}
          whole={returning}
        />
        <div ref={sentinel} className="browse__more">
          {moreError && (
            <p className="form-alert" role="alert">
              {moreError}
            </p>
          )}
          {hasNextPage ? (
            <button
              ref={moreButton}
              type="button"
              className="button button--secondary"
              onClick={() => void loadMore(true)}
              aria-disabled={loadingMore || undefined}
            >
              {loadingMore ? 'Loading…' : moreError ? 'Try again' : 'Load more'}
            </button>
          ) : (
            <p className="browse__count">
              That is everything{total ? ` — ${total} ${total === 1 ? 'item' : 'items'}` : ''}.
            </p>
          )}
        </div>
      </>
    );
  }

  // Browsing one platform: its page, followable.
  const onePlatform =
    browse.list('platform').length === 1
      ? platforms?.find((p) => p.id === platformIdOf(browse.list('platform')[0] ?? ''))
      : undefined;
  // A followed platform's page says which platform it is (the Follow button beside it names it only to readers).
  // A corrected search is for the corrected words (the banner below offers the words as typed).
  const heading =
    searching && browse.query
      ? `Results for “${results.search?.correctedQuery ?? browse.query}”`
      : onePlatform && browse.activeCount === 1
        ? `${title}: ${onePlatform.name}`
        : title;
  return (
    <div className={area === 'public' ? 'container browse-page' : 'browse-page'}>
      <header className="browse__head">
        <div>
          <h1>{heading}</h1>
          {onePlatform && <FollowButton targetType="PLATFORM" targetId={onePlatform.id} name={onePlatform.name} />}
          <p className="browse__count" aria-live="polite">
            {total === undefined ? intro : `${total} item${total === 1 ? '' : 's'}`}
          </p>
        </div>
        <div className="browse__tools">
          <button
            ref={drawerButton}
            type="button"
            className="button button--secondary browse__filters-button"
            aria-haspopup="dialog"
            onClick={drawer.show}
          >
            Filters{browse.activeCount > 0 ? ` (${browse.activeCount})` : ''}
          </button>
          <SortSelect value={browse.sort} onChange={browse.setSort} searching={searching && browse.query !== ''} />
        </div>
      </header>
      {results.search?.correctedQuery && (
        <SearchCorrection corrected={results.search.correctedQuery} typed={browse.query} onExact={browse.setExact} />
      )}
      <div className="browse">
        <aside className="browse__sidebar" aria-labelledby="sidebar-filters-title">
          {/* Hidden on narrow screens (they use the drawer): not built there, a few hundred elements less. */}
          {wide && <FilterSidebar {...sidebarProps} idPrefix="sidebar-filters" />}
        </aside>
        <section className="browse__results" aria-labelledby="browse-results-title" ref={gridRef}>
          {/* Cards are h3s: this keeps the heading levels in order when the sidebar (h2) is hidden. */}
          <h2 id="browse-results-title" className="visually-hidden">
            Results
          </h2>
          {content}
        </section>
      </div>
      <FilterDrawer
        open={drawer.open}
        onClose={() => {
          drawer.close();
          drawerButton.current?.focus();
        }}
        resultCount={total}
      >
        <FilterSidebar {...sidebarProps} idPrefix="drawer-filters" />
      </FilterDrawer>
    </div>
  );
}
