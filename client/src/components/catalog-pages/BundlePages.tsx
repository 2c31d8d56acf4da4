/**
 * /public/bundles — every published bundle, newest first, 12 at a time — and
 * /public/bundles/:id — one bundle by slug or id: its cover, what it is, its
 * download and every published item as a card. Both are public screens a
 * member sees too (the download button is theirs, BundleDownload).
 */
import '../../styles/catalog-pages.css';
import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { BundlePageDocument, BundlesPageDocument } from '../../graphql/generated/graphql';
import { NotFoundPage } from '../ErrorPages';
import { PageLoading } from '../PageLoading';
import { BUNDLE_ITEMS, BundleCard, BundleDownload, BundleMeta } from './BundleCard';
import { LoadError } from './LoadError';
import { LoadMore } from './LoadMore';
import { MediaList } from './MediaRow';
import { isUuid } from './routing';
import { usePageTitle } from './usePageTitle';

export const BUNDLES_PAGE_SIZE = 12;

export function BundlesPageView() {
  const page = useQuery(BundlesPageDocument, { variables: { first: BUNDLES_PAGE_SIZE, bundleItems: BUNDLE_ITEMS } });
  const bundles = page.data?.bundles;
  if (!bundles) {
    return (
      <div className="container cp-page">
        {page.error ? <LoadError error={page.error} onRetry={() => page.refetch()} /> : <PageLoading />}
      </div>
    );
  }
  const loadMore = () =>
    page.fetchMore({
      variables: { after: bundles.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        bundles: { ...fetchMoreResult.bundles, edges: [...prev.bundles.edges, ...fetchMoreResult.bundles.edges] },
      }),
    });
  return (
    <div className="container cp-page">
      <header className="cp-category__head">
        <h1 className="cp-page__title">Bundles</h1>
        <p className="cp-category__description">
          Sets of assets, images and audio made to be used together, each downloaded as one ZIP with its licence.
        </p>
        <p className="cp-muted">
          {bundles.totalCount} {bundles.totalCount === 1 ? 'bundle' : 'bundles'}
        </p>
      </header>
      {bundles.edges.length === 0 ? (
        <div className="cp-empty">
          <p>No bundles are published yet.</p>
          <Link to="/public/browse" className="button button--secondary">
            Browse the catalogue
          </Link>
        </div>
      ) : (
        <ul className="cp-bundles" aria-label="Bundles">
          {bundles.edges.map(({ node }) => (
            <BundleCard key={node.id} bundle={node} headingLevel={2} />
          ))}
        </ul>
      )}
      {bundles.pageInfo.hasNextPage && <LoadMore load={loadMore} what="bundles" />}
    </div>
  );
}

export function BundlePageView() {
  const { id: param = '' } = useParams();
  const page = useQuery(BundlePageDocument, { variables: isUuid(param) ? { id: param } : { slug: param } });
  const bundle = page.data?.bundle;
  const missing = page.data !== undefined && !bundle;
  usePageTitle(missing ? 'Page Not Found' : (bundle?.title ?? null));

  if (missing) return <NotFoundPage />;
  if (!bundle) {
    return (
      <div className="container cp-page">
        {page.error ? <LoadError error={page.error} onRetry={() => page.refetch()} /> : <PageLoading />}
      </div>
    );
  }
  return (
    <div className="container cp-page cp-bundle-page">
      <nav className="cp-breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/public/bundles">Bundles</Link>
          </li>
          <li>
            <span aria-current="page">{bundle.title}</span>
          </li>
        </ol>
      </nav>
      <header className="cp-bundle-page__head">
        {bundle.coverUrl ? (
          <img className="cp-bundle-page__cover" src={bundle.coverUrl} alt="" fetchPriority="high" />
        ) : (
          <div className="cp-bundle-page__cover cp-bundle__cover--none" />
        )}
        <div className="cp-bundle-page__about">
          <p className="eyebrow">Bundle</p>
          <h1 className="cp-page__title">{bundle.title}</h1>
          {bundle.description && <p className="cp-category__description">{bundle.description}</p>}
          <BundleMeta bundle={bundle} />
          <Suspense fallback={null}>
            <BundleDownload bundleId={bundle.id} title={bundle.title} access={bundle.access} />
          </Suspense>
        </div>
      </header>
      <section className="cp-section" aria-labelledby="bundle-items-title">
        <h2 id="bundle-items-title" className="cp-block__title">
          In this bundle
        </h2>
        {bundle.items.length === 0 ? (
          <div className="cp-empty">
            <p>None of this bundle's items is published at the moment.</p>
          </div>
        ) : (
          <MediaList items={bundle.items} label={`Items in ${bundle.title}`} first />
        )}
      </section>
    </div>
  );
}
