/**
 * The catalogue's pages as crawlers see them: the head of a media, category
 * or bundle page (one, two and one statements), and the categories, published
 * bundles and published media of every kind listed in /sitemap.xml. The platform asks for them through the
 * catalogue's manifest (`pages`, `sitemap`).
 */
import { pageTitle, SITE_NAME } from '../../../../client/src/routeTable.js';
import { isUuid } from '../../../db/ids.js';
import { summarize } from '../../../http/seo/head.js';
import { breadcrumbLd, itemListLd, productLd } from '../../../http/seo/json-ld.js';
import { notFound, type PageHeadResolver } from '../../../http/seo/page-meta.js';
import { absoluteUrl, isIndexable } from '../../../http/seo/site.js';
import type { SitemapSource } from '../../../http/seo/sitemap.js';
import { socialImageUrl } from '../../../http/seo/social-image.js';
import { versionedUrl } from '../media-files.js';
import { MEDIA_KINDS } from '../media-upload-rules.js';
import type { MediaKindValue } from '../taxonomy.entity.js';
import { bundlePath, categoryPath, kindRankSql, mediaPath, slugShadowedSql } from './paths.js';

/** How many of a category's newest published items its ItemList names. */
export const CATEGORY_LIST_SIZE = 24;

/** With its article: the fallback description says "an image", not "a image". */
const KIND_NOUN: Record<MediaKindValue, string> = {
  ASSET: 'a video asset',
  IMAGE: 'an image',
  AUDIO: 'an audio track',
};
const KIND_PLURAL: Record<MediaKindValue, string> = { ASSET: 'video assets', IMAGE: 'images', AUDIO: 'audio tracks' };

interface Crumb {
  id: string;
  kind: MediaKindValue;
  name: string;
  slug: string;
  slugShadowed: boolean;
}

interface MediaRow {
  id: string;
  kind: MediaKindValue;
  title: string;
  slug: string;
  description: string;
  priceCents: number;
  thumbPath: string | null;
  thumbUpdated: Date | null;
  /** A video's widest thumbnail with recorded dimensions (what media-files.ts `thumbnailsOf` lists last). */
  widestPath: string | null;
  widestUpdated: Date | null;
  /** Whether its player shows (a public PREVIEW): without one the page says so and shows no poster. */
  hasPreview: boolean;
  /** The item's category and its ancestors, root first; empty without a category. */
  crumbs: Crumb[];
}

/**
 * One statement: the published item (by slug, or by id when the param is a
 * UUID; of `kind` unless any kind will do), its thumbnail and its category
 * trail. Every kind gets the same head: Product/Offer (spec §3, §9) and a
 * BreadcrumbList that mirrors the trail the page shows (Home › categories ›
 * item). The canonical URL is always the public page.
 */
const mediaPage =
  (kind: MediaKindValue | null): PageHeadResolver =>
  async ({ deps, site, route, params }) => {
    const key = params.id;
    if (key === undefined) return notFound();
    const rows: MediaRow[] = await deps.db.query(
      `WITH RECURSIVE item AS (
           SELECT m.id, m.kind, m.title, m.slug, m.description, m.price_cents, m.category_id,
                  f.full_path, f.updated, widest.full_path AS widest_path, widest.updated AS widest_updated,
                  EXISTS (SELECT 1 FROM stored_files p
                           WHERE p.media_id = m.id AND p.role = 'PREVIEW' AND p.bucket_kind = 'public') AS has_preview
             FROM media m
             LEFT JOIN stored_files f ON f.media_id = m.id AND f.role = 'THUMBNAIL' AND f.bucket_kind = 'public'
             LEFT JOIN LATERAL (
                  -- CASE, not AND: PostgreSQL does not promise to test the pattern before the cast.
                  SELECT w.full_path, w.updated
                    FROM stored_files w
                    CROSS JOIN LATERAL (
                         SELECT CASE WHEN w.custom_metadata->>'width' ~ '^[0-9]{1,5}$'
                                     THEN (w.custom_metadata->>'width')::int END AS width,
                                CASE WHEN w.custom_metadata->>'height' ~ '^[0-9]{1,5}$'
                                     THEN (w.custom_metadata->>'height')::int END AS height
                       ) size
                   WHERE w.media_id = m.id AND m.kind = 'ASSET' AND w.bucket_kind = 'public'
                     AND w.role IN ('THUMBNAIL_320', 'THUMBNAIL', 'THUMBNAIL_960')
                     AND size.width > 0 AND size.height > 0
                   ORDER BY size.width DESC
                   LIMIT 1
                ) widest ON true
            WHERE m.status = 'PUBLISHED' AND ($1::varchar IS NULL OR m.kind = $1) AND (m.slug = $2 OR m.id = $3)
            ORDER BY (m.id = $3) IS TRUE DESC
            LIMIT 1
         ), chain AS (
           SELECT c.id, c.kind, c.name, c.slug, c.parent_id, 0 AS depth
             FROM categories c JOIN item ON c.id = item.category_id
           UNION ALL
           SELECT p.id, p.kind, p.name, p.slug, p.parent_id, chain.depth + 1
             FROM categories p JOIN chain ON p.id = chain.parent_id
            WHERE chain.depth < 64
         )
       SELECT item.id, item.kind, item.title, item.slug, item.description, item.price_cents AS "priceCents",
              item.full_path AS "thumbPath", item.updated AS "thumbUpdated",
              item.widest_path AS "widestPath", item.widest_updated AS "widestUpdated", item.has_preview AS "hasPreview",
              (SELECT coalesce(json_agg(json_build_object('id', chain.id, 'kind', chain.kind, 'name', chain.name,
                        'slug', chain.slug, 'slugShadowed', ${slugShadowedSql('chain')}) ORDER BY chain.depth DESC),
                      '[]')
                 FROM chain) AS crumbs
         FROM item`,
      [kind, key, isUuid(key) ? key : null],
    );
    const m = rows[0];
    if (!m) return notFound();

    const url = `${site}${mediaPath(m.slug)}`;
    // Same URLs as GraphQL's: the write time busts caches after re-processing.
    const versioned = (path: string | null, updated: Date | null) =>
      path && updated ? versionedUrl(deps.storage, path, updated) : null;
    const thumbnailPath = versioned(m.thumbPath, m.thumbUpdated);
    const thumbnail = thumbnailPath ? absoluteUrl(site, thumbnailPath) : null;
    // A video page's largest paint is its player's poster, which the page picks as the widest
    // thumbnail, else the thumbnail (MediaDetailPage.tsx): named here, a phone fetches it beside the
    // scripts instead of after them and the item's query.
    const poster =
      m.kind === 'ASSET' && m.hasPreview ? (versioned(m.widestPath, m.widestUpdated) ?? thumbnailPath) : null;
    const categoryName = m.crumbs.at(-1)?.name ?? null;
    const description =
      summarize(m.description) ||
      `${m.title}: ${KIND_NOUN[m.kind]} for video creators${categoryName ? ` in ${categoryName}` : ''} on ${SITE_NAME}.`;
    return {
      status: 200,
      head: {
        title: pageTitle(m.title),
        description,
        canonical: url,
        noindex: !isIndexable(route),
        image: socialImageUrl(site, m.title, description),
        preloadImage: poster,
        jsonLd: [
          productLd({
            id: m.id,
            name: m.title,
            description,
            image: thumbnail,
            categoryName,
            url,
            priceCents: m.priceCents,
          }),
          breadcrumbLd([
            { name: 'Home', url: `${site}/` },
            ...m.crumbs.map((c) => ({ name: c.name, url: `${site}${categoryPath(c)}` })),
            { name: m.title, url },
          ]),
        ],
      },
    };
  };

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
const categoryPage: PageHeadResolver = async ({ deps, site, params }) => {
  const key = params.id;
  if (key === undefined) return notFound();
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

  const items: { title: string; slug: string }[] = await deps.db.query(
    `WITH RECURSIVE sub(id) AS (
         SELECT $1::uuid
         UNION SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id
       )
     SELECT m.title, m.slug
       FROM media m
      WHERE m.category_id IN (SELECT id FROM sub) AND m.status = 'PUBLISHED'
      ORDER BY m.published_at DESC NULLS LAST, m.id DESC
      LIMIT ${CATEGORY_LIST_SIZE}`,
    [category.id],
  );

  const url = `${site}${categoryPath(category)}`;
  const description =
    summarize(category.description) ||
    `${category.name}: ${KIND_PLURAL[category.kind]} for video creators on ${SITE_NAME}.`;
  return {
    status: 200,
    head: {
      title: pageTitle(category.name),
      description,
      canonical: url,
      noindex: false,
      image: socialImageUrl(site, category.name, description),
      jsonLd: [
        breadcrumbLd(chain.map((c) => ({ name: c.name, url: `${site}${categoryPath(c)}` }))),
        itemListLd(
          category.name,
          items.map((i) => ({ name: i.title, url: absoluteUrl(site, mediaPath(i.slug)) })),
        ),
      ],
    },
  };
};

/** How many of a bundle's items its ItemList names. */
export const BUNDLE_LIST_SIZE = 24;

/**
 * One statement: the published bundle (by slug, or by id when the param is a
 * UUID) with its first published items in order. A bundle not published is
 * not found, as `bundle(slug)` answers.
 */
const bundlePage: PageHeadResolver = async ({ deps, site, params }) => {
  const key = params.id;
  if (key === undefined) return notFound();
  const [bundle]: {
    title: string;
    slug: string;
    description: string;
    items: { title: string; slug: string }[];
  }[] = await deps.db.query(
    `SELECT b.title, b.slug, b.description,
            COALESCE((SELECT json_agg(json_build_object('title', m.title, 'slug', m.slug) ORDER BY i.position)
                        FROM (SELECT bi.media_id, bi.position FROM bundle_items bi
                                JOIN media pm ON pm.id = bi.media_id AND pm.status = 'PUBLISHED'
                               WHERE bi.bundle_id = b.id ORDER BY bi.position LIMIT ${BUNDLE_LIST_SIZE}) i
                        JOIN media m ON m.id = i.media_id), '[]') AS items
       FROM bundles b
      WHERE b.published AND (b.slug = $1 OR b.id = $2)
      ORDER BY (b.id = $2) IS TRUE DESC
      LIMIT 1`,
    [key, isUuid(key) ? key : null],
  );
  if (!bundle) return notFound();
  const url = `${site}${bundlePath(bundle.slug)}`;
  const description = summarize(bundle.description) || `${bundle.title}: a bundle for video creators on ${SITE_NAME}.`;
  return {
    status: 200,
    head: {
      title: pageTitle(bundle.title),
      description,
      canonical: url,
      noindex: false,
      image: socialImageUrl(site, bundle.title, description),
      jsonLd: [
        breadcrumbLd([
          { name: 'Home', url: `${site}/` },
          { name: 'Bundles', url: `${site}/public/bundles` },
          { name: bundle.title, url },
        ]),
        itemListLd(
          bundle.title,
          bundle.items.map((i) => ({ name: i.title, url: absoluteUrl(site, mediaPath(i.slug)) })),
        ),
      ],
    },
  };
};

/**
 * Route ids of the route table whose `:id` names a catalogue record, and their
 * lookups. The public page serves every kind; each members page its own.
 */
export const catalogPages: Record<string, PageHeadResolver> = {
  'public-asset': mediaPage(null),
  'members-asset': mediaPage('ASSET'),
  'members-image': mediaPage('IMAGE'),
  'members-audio-item': mediaPage('AUDIO'),
  'public-category': categoryPage,
  'public-bundle': bundlePage,
};

/** Every published bundle's page, oldest first. */
const bundlesSitemap: SitemapSource = {
  async count(deps) {
    const [row] = await deps.db.query('SELECT count(*)::int AS n FROM bundles WHERE published');
    return row.n;
  },
  async entries(deps, { offset, limit }) {
    const rows: { slug: string; updatedAt: Date }[] = await deps.db.query(
      `SELECT slug, updated_at AS "updatedAt" FROM bundles WHERE published
        ORDER BY created_at, id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((b) => ({ path: bundlePath(b.slug), lastmod: b.updatedAt }));
  },
};

/** Every category page, oldest first. */
const categoriesSitemap: SitemapSource = {
  async count(deps) {
    const [row] = await deps.db.query('SELECT count(*)::int AS n FROM categories');
    return row.n;
  },
  async entries(deps, { offset, limit }) {
    const rows: { id: string; slug: string; slugShadowed: boolean; updatedAt: Date }[] = await deps.db.query(
      `SELECT c.id, c.slug, ${slugShadowedSql('c')} AS "slugShadowed", c.updated_at AS "updatedAt"
         FROM categories c ORDER BY c.created_at, c.id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((c) => ({ path: categoryPath(c), lastmod: c.updatedAt }));
  },
};

/**
 * Every published item's public page, one source per kind (each on the
 * kind/status/created index), oldest first within it.
 */
const mediaSitemap = (kind: MediaKindValue): SitemapSource => ({
  async count(deps) {
    const [row] = await deps.db.query("SELECT count(*)::int AS n FROM media WHERE kind = $1 AND status = 'PUBLISHED'", [
      kind,
    ]);
    return row.n;
  },
  async entries(deps, { offset, limit }) {
    const rows: { slug: string; updatedAt: Date }[] = await deps.db.query(
      `SELECT slug, updated_at AS "updatedAt" FROM media
        WHERE kind = $1 AND status = 'PUBLISHED'
        ORDER BY created_at, id LIMIT $2 OFFSET $3`,
      [kind, limit, offset],
    );
    return rows.map((m) => ({ path: mediaPath(m.slug), lastmod: m.updatedAt }));
  },
});

export const catalogSitemap: readonly SitemapSource[] = [
  categoriesSitemap,
  bundlesSitemap,
  ...MEDIA_KINDS.map(mediaSitemap),
];
