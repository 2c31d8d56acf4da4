/**
 * The HTML sitemap shared by /sitemap, /public/sitemap and /members/sitemap:
 * the pages (from the route table), the category trees of each kind and the
 * platforms (from the API). The members variant adds the members pages.
 */
import '../../styles/site-pages.css';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { SiteMapDataDocument, type SiteMapDataQuery } from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';
import { PageLoading } from '../PageLoading';
import { type SiteMapLink, siteMapLinks } from './sitemapRoutes';

type Area = 'public' | 'members';

/** A category node with up to three more levels below (the depth the query asks for). */
interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  children?: readonly CategoryNode[];
}

const KINDS = [
  { key: 'assetCategories', title: 'Asset categories', empty: 'No asset categories yet.' },
  { key: 'imageCategories', title: 'Image categories', empty: 'No image categories yet.' },
  { key: 'audioCategories', title: 'Audio categories', empty: 'No audio categories yet.' },
] as const satisfies readonly { key: keyof SiteMapDataQuery; title: string; empty: string }[];

export function SiteMap({ area }: { area: Area }) {
  const { data, loading, error, refetch } = useQuery(SiteMapDataDocument);
  const publicPages = siteMapLinks('default', '/public/');
  const memberPages = area === 'members' ? siteMapLinks('members', '/members/') : [];
  return (
    <div className={area === 'public' ? 'container site-page' : 'site-page'}>
      <header className="site-page__header">
        <h1>Sitemap</h1>
        <p className="site-page__lead">
          Every page of Framestock{area === 'members' ? ', including the members area,' : ''} on one page.
        </p>
      </header>

      <div className="sitemap">
        <PageList id="sitemap-pages" title="Pages" links={publicPages} />
        {memberPages.length > 0 && <PageList id="sitemap-members" title="Members area" links={memberPages} />}

        {data ? (
          <>
            {KINDS.map((kind) => (
              <section key={kind.key} className="sitemap__group" aria-labelledby={`sitemap-${kind.key}`}>
                <h2 id={`sitemap-${kind.key}`}>{kind.title}</h2>
                {data[kind.key].length === 0 ? (
                  <p className="sitemap__empty">{kind.empty}</p>
                ) : (
                  <CategoryList nodes={data[kind.key]} />
                )}
              </section>
            ))}
            <section className="sitemap__group" aria-labelledby="sitemap-platforms">
              <h2 id="sitemap-platforms">Platforms</h2>
              {data.platforms.length === 0 ? (
                <p className="sitemap__empty">No platforms yet.</p>
              ) : (
                <ul className="sitemap__list">
                  {data.platforms.map((platform) => (
                    <li key={platform.id}>
                      <Link to={`/public/browse?platform=${encodeURIComponent(platform.slug)}`}>{platform.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        ) : (
          <section className="sitemap__group sitemap__group--wide" aria-label="Categories and platforms">
            {error ? (
              <div className="form-alert site-page__alert" role="alert">
                <p>Categories and platforms could not be loaded. {toFormErrors(error)[0]?.message}</p>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void refetch().catch(() => undefined)}
                >
                  Try again
                </button>
              </div>
            ) : (
              loading && <PageLoading label="Loading categories and platforms…" />
            )}
          </section>
        )}
      </div>
    </div>
  );
}

function PageList({ id, title, links }: { id: string; title: string; links: readonly SiteMapLink[] }) {
  return (
    <section className="sitemap__group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="sitemap__list">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Nested lists: a subcategory sits in its parent's item, so screen readers announce the level. */
function CategoryList({ nodes }: { nodes: readonly CategoryNode[] }) {
  return (
    <ul className="sitemap__list sitemap__tree">
      {nodes.map((node) => (
        <li key={node.id}>
          <Link to={`/public/categories/${node.slug}`}>{node.name}</Link>
          {node.children && node.children.length > 0 && <CategoryList nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}
