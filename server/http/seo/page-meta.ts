/**
 * What the head of a page says, looked up before the shell is sent: static
 * routes need no SQL, a media page one statement, a category page two. A
 * media id or category that is unknown (or not published) is a 404 with the
 * 'Page Not Found' page, like an unmatched path.
 */
import { DEFAULT_TITLE, pageTitle, type RouteDef, type RouteMatch, SITE_NAME } from '../../../client/src/routeTable.js';
import { isUuid } from '../../db/ids.js';
import type { AppDeps } from '../../graphql/context.js';
import type { MediaKindValue } from '../../modules/catalog/taxonomy.entity.js';
import { DEFAULT_DESCRIPTION, type PageHead, summarize } from './head.js';
import { breadcrumbLd, itemListLd, productLd } from './json-ld.js';
import {
  absoluteUrl,
  categoryPath,
  isIndexable,
  kindRankSql,
  mediaPath,
  slugShadowedSql,
  staticCanonicalPath,
} from './site.js';

export interface PageMeta {
  status: 200 | 404;
  head: PageHead;
}

/** How many of a category's newest published items its ItemList names. */
export const CATEGORY_LIST_SIZE = 24;

/** Routes whose `:id` names a media item, and the kind it must be. */
const MEDIA_ROUTES: Record<string, MediaKindValue> = {
  'public-asset': 'ASSET',
  'members-asset': 'ASSET',
  'members-image': 'IMAGE',
  'members-audio-item': 'AUDIO',
};

const KIND_NOUN: Record<MediaKindValue, string> = { ASSET: 'video asset', IMAGE: 'image', AUDIO: 'audio track' };
const KIND_PLURAL: Record<MediaKindValue, string> = { ASSET: 'video assets', IMAGE: 'images', AUDIO: 'audio tracks' };

export function notFoundHead(): PageHead {
  return {
    title: pageTitle('Page Not Found'),
    description: DEFAULT_DESCRIPTION,
    canonical: null,
    noindex: true,
    image: null,
    jsonLd: [],
  };
}

const notFound = (): PageMeta => ({ status: 404, head: notFoundHead() });

export async function pageMeta(deps: AppDeps, site: string, match: RouteMatch | null): Promise<PageMeta> {
  if (!match) return notFound();
  const { route, params } = match;
  const id = params.id;
  if (id !== undefined && route.id in MEDIA_ROUTES) {
    return mediaPage(deps, site, route, MEDIA_ROUTES[route.id] as MediaKindValue, id);
  }
  if (id !== undefined && route.id === 'public-category') return categoryPage(deps, site, id);
  return { status: 200, head: staticHead(site, route) };
}

/** Routes without a lookup (admin detail pages included: drafts are theirs to see, and they are noindex). */
function staticHead(site: string, route: RouteDef): PageHead {
  const home = route.id === 'home';
  return {
    title: home ? `${DEFAULT_TITLE} · ${SITE_NAME}` : pageTitle(route.title),
    description: home ? DEFAULT_DESCRIPTION : `${route.title} — ${SITE_NAME}, premium media assets for video creators.`,
    canonical: `${site}${route.path.includes(':') ? '' : staticCanonicalPath(route)}`,
    noindex: !isIndexable(route),
    image: null,
    jsonLd: [],
  };
}

interface MediaRow {
  id: string;
  kind: MediaKindValue;
  title: string;
  slug: string;
  description: string;
  priceCents: number;
  categoryName: string | null;
  thumbPath: string | null;
  thumbUpdated: Date | null;
}

/** One statement: the published item (by slug, or by id when the param is a UUID), its category name and thumbnail. */
async function mediaPage(
  deps: AppDeps,
  site: string,
  route: RouteDef,
  kind: MediaKindValue,
  key: string,
): Promise<PageMeta> {
  const rows: MediaRow[] = await deps.db.query(
    `SELECT m.id, m.kind, m.title, m.slug, m.description, m.price_cents AS "priceCents",
            c.name AS "categoryName", f.full_path AS "thumbPath", f.updated AS "thumbUpdated"
       FROM media m
       LEFT JOIN categories c ON c.id = m.category_id
       LEFT JOIN stored_files f ON f.media_id = m.id AND f.role = 'THUMBNAIL' AND f.bucket_kind = 'public'
      WHERE m.kind = $1 AND m.status = 'PUBLISHED' AND (m.slug = $2 OR m.id = $3)
      ORDER BY (m.id = $3) IS TRUE DESC
      LIMIT 1`,
    [kind, key, isUuid(key) ? key : null],
  );
  const m = rows[0];
  if (!m) return notFound();

  // Members asset pages point at the public page of the same asset; images and audio have only their own.
  const url = `${site}${mediaPath(m.kind, m.slug)}`;
  // Same URL as the GraphQL thumbnailUrl (media-files.ts): the write time busts caches after re-processing.
  const image =
    m.thumbPath && m.thumbUpdated
      ? absoluteUrl(site, `${deps.storage.publicUrl(m.thumbPath)}?v=${new Date(m.thumbUpdated).getTime()}`)
      : null;
  const description =
    summarize(m.description) ||
    `${m.title}: a ${KIND_NOUN[m.kind]} for video creators${m.categoryName ? ` in ${m.categoryName}` : ''} on ${SITE_NAME}.`;
  return {
    status: 200,
    head: {
      title: pageTitle(m.title),
      description,
      canonical: url,
      noindex: !isIndexable(route),
      image,
      jsonLd:
        m.kind === 'ASSET'
          ? [
              productLd({
                id: m.id,
                name: m.title,
                description,
                image,
                categoryName: m.categoryName,
                url,
                priceCents: m.priceCents,
              }),
            ]
          : [],
    },
  };
}

interface CategoryRow {
  id: string;
  kind: MediaKindValue;
  name: string;
  slug: string;
  description: string;
  slugShadowed: boolean;
}

/**
 * Two statements: the category with its ancestors (root first), then its
 * newest published items, sub-categories included as on the browse screens.
 * A slug shared by several kinds names the ASSET category, then IMAGE, then
 * AUDIO (site.ts CATEGORY_KIND_ORDER); a UUID always names its own category.
 */
async function categoryPage(deps: AppDeps, site: string, key: string): Promise<PageMeta> {
  const chain: CategoryRow[] = await deps.db.query(
    `WITH RECURSIVE target AS (
         SELECT id FROM categories
          WHERE slug = $1 OR id = $2
          ORDER BY (id = $2) IS TRUE DESC, ${kindRankSql('kind')}
          LIMIT 1
       ), chain AS (
         SELECT c.id, c.kind, c.name, c.slug, c.description, c.parent_id, 0 AS depth
           FROM categories c JOIN target t ON t.id = c.id
         UNION ALL
         SELECT p.id, p.kind, p.name, p.slug, p.description, p.parent_id, chain.depth + 1
           FROM categories p JOIN chain ON p.id = chain.parent_id
          WHERE chain.depth < 64
       )
     SELECT chain.id, chain.kind, chain.name, chain.slug, chain.description,
            ${slugShadowedSql('chain')} AS "slugShadowed"
       FROM chain ORDER BY chain.depth DESC`,
    [key, isUuid(key) ? key : null],
  );
  const category = chain.at(-1);
  if (!category) return notFound();

  const items: { kind: MediaKindValue; title: string; slug: string }[] = await deps.db.query(
    `WITH RECURSIVE sub(id) AS (
         SELECT $1::uuid
         UNION SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id
       )
     SELECT m.kind, m.title, m.slug
       FROM media m
      WHERE m.category_id IN (SELECT id FROM sub) AND m.status = 'PUBLISHED'
      ORDER BY m.published_at DESC NULLS LAST, m.id DESC
      LIMIT ${CATEGORY_LIST_SIZE}`,
    [category.id],
  );

  const url = `${site}${categoryPath(category)}`;
  return {
    status: 200,
    head: {
      title: pageTitle(category.name),
      description:
        summarize(category.description) ||
        `${category.name}: ${KIND_PLURAL[category.kind]} for video creators on ${SITE_NAME}.`,
      canonical: url,
      noindex: false,
      image: null,
      jsonLd: [
        breadcrumbLd(chain.map((c) => ({ name: c.name, url: `${site}${categoryPath(c)}` }))),
        itemListLd(
          category.name,
          items.map((i) => ({ name: i.title, url: absoluteUrl(site, mediaPath(i.kind, i.slug)) })),
        ),
      ],
    },
  };
}
