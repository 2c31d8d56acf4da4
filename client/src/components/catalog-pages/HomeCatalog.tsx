/**
 * The catalogue half of the home page, from one query: the platforms strip
 * (display order, CapCut first), featured bundles, "New" and "Popular" rows
 * per kind and the top categories by how many published items they hold.
 */
import '../../styles/catalog-pages.css';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import {
  type CategoryCrumbFieldsFragment,
  HomeCatalogDocument,
  type HomeCatalogQuery,
  type HomeCatalogQueryVariables,
  type HomeRowFieldsFragment,
  type MediaKind,
} from '../../graphql/generated/graphql';
import { AppLink } from '../../lib/appLink';
import { type FetchQueryResult, useFetchQuery } from '../../lib/useFetchQuery';
import { useGrowingCount } from '../../lib/useGrowingCount';
import { QueryStatus } from '../QueryStatus';
import { BUNDLE_ITEMS, BundleCard } from './BundleCard';
import { MediaList } from './MediaRow';
import { categoryHref, platformHref } from './routing';

const ROW_SIZE = 8;
const BUNDLE_COUNT = 6;
const TOP_CATEGORY_COUNT = 8;
/**
 * The home page's one catalogue query, run by the page and shown by both the hero (HeroShowcase) and
 * HomeCatalog. Read without Apollo Client: the home page is the first route, and Apollo is not part of
 * it (routes.tsx).
 */
export function useHomeCatalog(): FetchQueryResult<HomeCatalogQuery, HomeCatalogQueryVariables> {
  return useFetchQuery(HomeCatalogDocument, {
    variables: { rowSize: ROW_SIZE, bundleCount: BUNDLE_COUNT, bundleItems: BUNDLE_ITEMS },
  });
}

const KINDS: { kind: MediaKind; title: string; noun: string; browse: string }[] = [
  { kind: 'ASSET', title: 'Video assets', noun: 'video assets', browse: '/public/browse?kind=ASSET' },
  { kind: 'IMAGE', title: 'Images', noun: 'images', browse: '/public/images' },
  { kind: 'AUDIO', title: 'Audio', noun: 'audio tracks', browse: '/public/audio' },
];

type Data = HomeCatalogQuery;

function rowsOf(data: Data, kind: MediaKind): { fresh: HomeRowFieldsFragment; popular: HomeRowFieldsFragment } {
  if (kind === 'ASSET') return { fresh: data.newAssets, popular: data.popularAssets };
  if (kind === 'IMAGE') return { fresh: data.newImages, popular: data.popularImages };
  return { fresh: data.newAudio, popular: data.popularAudio };
}

/**
 * Parts of the catalogue added to the page per task once it has answered
 * (useGrowingCount: a whole section's commit took 25–100 ms on this machine,
 * four times that on a mid-range phone). A part is all the featured bundles,
 * one column of a kind's two rows (its next new and next popular card), or
 * the top categories: two parts are about four cards. Parts keep the layout
 * still: the bundle grid appears whole, and a kind's two rows appear together
 * and then only grow sideways. The first parts come with the answer itself,
 * so the page never shrinks to the platform strip alone.
 */
const PARTS_PER_TASK = 2;

/** Columns of a kind's section: one per card of its longer row. */
function columnsOf({ fresh, popular }: { fresh: HomeRowFieldsFragment; popular: HomeRowFieldsFragment }): number {
  return Math.max(fresh.edges.length, popular.edges.length);
}

/** Hands out `budget` parts to the sections in page order: each takes what it holds, until none are left. */
function partAllotter(budget: number): (size: number) => number {
  let left = budget;
  return (size) => {
    const n = Math.min(size, left);
    left -= n;
    return n;
  };
}

export function HomeCatalog({ query }: { query: FetchQueryResult<HomeCatalogQuery, HomeCatalogQueryVariables> }) {
  const { data, loading, error, refetch } = query;
  // Kept while the page grows: FeaturedBundles is memoised on it.
  const bundles = useMemo(() => data?.featuredBundles.edges.map((e) => e.node) ?? [], [data]);
  const total = data ? 1 + KINDS.reduce((n, { kind }) => n + columnsOf(rowsOf(data, kind)), 0) + 1 : 0;
  const shown = useGrowingCount(total, PARTS_PER_TASK, PARTS_PER_TASK);
  if (!data) {
    return (
      <div className="container cp-home-status">
        <QueryStatus loading={loading} error={error} onRetry={refetch} loadingLabel="Loading the library…" />
      </div>
    );
  }
  const empty = bundles.length === 0 && KINDS.every(({ kind }) => rowsOf(data, kind).fresh.totalCount === 0);
  // The first row shown holds the page's first card picture (loaded at once, high priority).
  const firstKind = KINDS.find(({ kind }) => rowsOf(data, kind).fresh.totalCount > 0)?.kind;
  const take = partAllotter(shown);
  const bundlesShown = take(1) > 0;
  return (
    <>
      <PlatformStrip platforms={data.platforms} />
      {empty ? (
        <section className="section" aria-labelledby="empty-library-title">
          <div className="container cp-empty cp-empty--home">
            <h2 id="empty-library-title">The library is being stocked</h2>
            <p>Nothing is published yet. New animations, images and audio arrive soon — check back shortly.</p>
            <Link to="/public/about" className="button button--secondary">
              About Framestock
            </Link>
          </div>
        </section>
      ) : (
        <>
          {bundlesShown && bundles.length > 0 && <FeaturedBundles bundles={bundles} />}
          {KINDS.map((k) => {
            const rows = rowsOf(data, k.kind);
            const columns = take(columnsOf(rows));
            if (columns === 0) return null;
            return <KindRows key={k.kind} {...k} {...rows} columns={columns} first={k.kind === firstKind} />;
          })}
          {take(1) > 0 && <TopCategories data={data} />}
        </>
      )}
    </>
  );
}

function PlatformStrip({ platforms }: { platforms: Data['platforms'] }) {
  if (platforms.length === 0) return null;
  return (
    <section className="platforms" aria-labelledby="platforms-title">
      <div className="container">
        <h2 id="platforms-title" className="platforms__title">
          Made for the editor you use
        </h2>
        <ul className="platforms__list" aria-label="Platforms">
          {platforms.map((p) => (
            <li key={p.id} className="platforms__item cp-platform">
              <AppLink className="cp-platform__link" to={platformHref(p.slug)}>
                {p.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

type Bundle = Data['featuredBundles']['edges'][number]['node'];

/** The featured bundles (BundleCard), and the way to every other one. Memoised like KindRows. */
const FeaturedBundles = memo(function FeaturedBundles({ bundles }: { bundles: Bundle[] }) {
  return (
    <section className="section cp-home-section" aria-labelledby="bundles-title">
      <div className="container">
        <div className="cp-home-section__head">
          <h2 id="bundles-title" className="cp-home-section__title">
            Featured bundles
          </h2>
          <Link to="/public/bundles" className="cp-home-section__all">
            See all bundles
          </Link>
        </div>
        <ul className="cp-bundles">
          {bundles.map((b) => (
            <BundleCard key={b.id} bundle={b} />
          ))}
        </ul>
      </div>
    </section>
  );
});

/**
 * Memoised: each step of useGrowingCount re-renders the page, and
 * without it every row already complete was built again with all its cards.
 */
const KindRows = memo(function KindRows({
  kind,
  title,
  noun,
  browse,
  fresh,
  popular,
  columns,
  first,
}: {
  kind: MediaKind;
  title: string;
  noun: string;
  browse: string;
  fresh: HomeRowFieldsFragment;
  popular: HomeRowFieldsFragment;
  /** How many cards of each row are on the page yet. */
  columns: number;
  first: boolean;
}) {
  if (fresh.totalCount === 0) return null;
  const id = `home-${kind.toLowerCase()}`;
  return (
    <section className="section cp-home-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="cp-home-section__head">
          <h2 id={`${id}-title`} className="cp-home-section__title">
            {title}
          </h2>
          <Link to={browse} className="cp-home-section__all">
            See all {noun} ({fresh.totalCount})
          </Link>
        </div>
        <h3 className="cp-row-title">New</h3>
        <MediaList
          layout="row"
          items={fresh.edges.slice(0, columns).map((e) => e.node)}
          label={`New ${noun}`}
          first={first}
        />
        <h3 className="cp-row-title">Popular</h3>
        <MediaList layout="row" items={popular.edges.slice(0, columns).map((e) => e.node)} label={`Popular ${noun}`} />
      </div>
    </section>
  );
});

const KIND_LABEL: Record<MediaKind, string> = { ASSET: 'Video', IMAGE: 'Images', AUDIO: 'Audio' };

/**
 * Name order, case aside, for ties. Not localeCompare: the first collation on
 * a page loads ICU's locale data (tens of ms of main thread during the home
 * page's load) to order a handful of equal counts.
 */
function byName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Top-level categories of every kind, most items first (a parent's count includes its subcategories'). */
export function topCategories(
  roots: readonly CategoryCrumbFieldsFragment[],
  counts: readonly { value: string; count: number }[],
  limit = TOP_CATEGORY_COUNT,
): { category: CategoryCrumbFieldsFragment; count: number }[] {
  const byId = new Map(counts.map((c) => [c.value, c.count]));
  return roots
    .map((category) => ({ category, count: byId.get(category.id) ?? 0 }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || byName(a.category.name, b.category.name))
    .slice(0, limit);
}

function TopCategories({ data }: { data: Data }) {
  const top = topCategories(
    [...data.assetCategories, ...data.imageCategories, ...data.audioCategories],
    data.categoryCounts.facets.categories,
  );
  if (top.length === 0) return null;
  return (
    <section className="section cp-home-section" aria-labelledby="top-categories-title">
      <div className="container">
        <h2 id="top-categories-title" className="cp-home-section__title">
          Top categories
        </h2>
        <ul className="cp-categories">
          {top.map(({ category, count }) => (
            <li key={category.id}>
              <AppLink className="cp-category-card" to={categoryHref(category)}>
                <span className="cp-category-card__name">{category.name}</span>
                <span className="cp-category-card__meta">
                  {KIND_LABEL[category.kind]} · {count} {count === 1 ? 'item' : 'items'}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
