/**
 * /public/categories/:id — one category: breadcrumb, subcategories and its
 * published media (subcategories' included, newest first), 24 at a time.
 * `:id` is a UUID or a slug; a slug names the ASSET category, then IMAGE,
 * then AUDIO, as the server's page head does (server/http/seo/page-meta.ts).
 */
import '../../styles/catalog-pages.css';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import {
  CategoryPageDocument,
  type CategoryPageQuery,
  CategorySlugLookupDocument,
  type MediaKind,
} from '../../graphql/generated/graphql';
import { NotFoundPage } from '../ErrorPages';
import { FollowButton } from '../follows/FollowButton';
import { PageLoading } from '../PageLoading';
import { CategoryBreadcrumb } from './CategoryBreadcrumb';
import { LoadError } from './LoadError';
import { LoadMore } from './LoadMore';
import { MediaList } from './MediaRow';
import { categoryHref, isUuid } from './routing';
import { usePageTitle } from './usePageTitle';

export const CATEGORY_PAGE_SIZE = 24;

const KIND_NOUNS: Record<MediaKind, { one: string; many: string; browse: string }> = {
  ASSET: { one: 'video asset', many: 'video assets', browse: '/public/browse' },
  IMAGE: { one: 'image', many: 'images', browse: '/public/images' },
  AUDIO: { one: 'track', many: 'tracks', browse: '/public/audio' },
};

export function CategoryPageView() {
  const { id: param = '' } = useParams();
  const byId = isUuid(param);
  const lookup = useQuery(CategorySlugLookupDocument, { variables: { slug: param }, skip: byId });
  const found = lookup.data?.asset ?? lookup.data?.image ?? lookup.data?.audio;
  const id = byId ? param : found?.id;
  const page = useQuery(CategoryPageDocument, {
    variables: { id: id ?? '', first: CATEGORY_PAGE_SIZE },
    skip: !id,
  });
  const category = page.data?.category;
  const missing = (!byId && lookup.data !== undefined && !found) || (page.data !== undefined && !category);
  usePageTitle(missing ? 'Page Not Found' : (category?.name ?? null));

  if (missing) return <NotFoundPage />;
  if (!category) {
    const error = lookup.error ?? page.error;
    const retry = () => (lookup.error ? lookup.refetch() : page.refetch());
    return (
      <div className="container cp-page">{error ? <LoadError error={error} onRetry={retry} /> : <PageLoading />}</div>
    );
  }
  return <CategoryView category={category} fetchMore={page.fetchMore} />;
}

type Category = NonNullable<CategoryPageQuery['category']>;
type FetchMore = ReturnType<typeof useQuery<CategoryPageQuery>>['fetchMore'];

function CategoryView({ category, fetchMore }: { category: Category; fetchMore: FetchMore }) {
  const { media, children } = category;
  const items = media.edges.map((e) => e.node);
  const nouns = KIND_NOUNS[category.kind];

  // The page's list grows: the new edges go after the ones on screen.
  const loadMore = () =>
    fetchMore({
      variables: { after: media.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => {
        const next = fetchMoreResult.category;
        if (!prev.category || !next) return prev;
        return {
          ...prev,
          category: {
            ...prev.category,
            media: { ...next.media, edges: [...prev.category.media.edges, ...next.media.edges] },
          },
        };
      },
    });

  return (
    <div className="container cp-page cp-category">
      <CategoryBreadcrumb category={category} />
      <header className="cp-category__head">
        <p className="eyebrow">{`${nouns.one.charAt(0).toUpperCase()}${nouns.one.slice(1)} category`}</p>
        <h1 className="cp-page__title">{category.name}</h1>
        <FollowButton targetType="CATEGORY" targetId={category.id} name={category.name} />
        {category.description && <p className="cp-category__description">{category.description}</p>}
        <p className="cp-muted">
          {media.totalCount} {media.totalCount === 1 ? nouns.one : nouns.many}
        </p>
      </header>

      {children.length > 0 && (
        <section className="cp-block" aria-labelledby="subcategories-title">
          <h2 id="subcategories-title" className="cp-block__title">
            Subcategories
          </h2>
          <ul className="cp-chips" aria-label="Subcategories">
            {children.map((c) => (
              <li key={c.id}>
                <Link className="cp-chip cp-chip--link" to={categoryHref(c)}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="cp-section" aria-labelledby="category-media-title">
        <h2 id="category-media-title" className="visually-hidden">
          {`${category.name}: ${nouns.many}`}
        </h2>
        {items.length === 0 ? (
          <div className="cp-empty">
            <p>Nothing is published in this category yet.</p>
            <Link to={nouns.browse} className="button button--secondary">
              Browse all {nouns.many}
            </Link>
          </div>
        ) : (
          <MediaList items={items} label={`${category.name} ${nouns.many}`} first />
        )}
        {media.pageInfo.hasNextPage && <LoadMore load={loadMore} what="items" />}
      </section>
    </div>
  );
}
