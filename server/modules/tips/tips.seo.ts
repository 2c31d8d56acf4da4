/**
 * Tips as crawlers and link previews see them: the head of a tip page
 * (title, summary, canonical, social card) with JSON-LD — `HowTo` with its
 * steps for a free tip, `Article` marked as not free for a members-only one
 * (whose steps never appear in the raw HTML: the page is sent to anonymous
 * readers) — an ItemList on the tips page, and every published tip in
 * /sitemap.xml.
 */
import { pageTitle, SITE_NAME } from '../../../client/src/routeTable.js';
import { isUuid } from '../../db/ids.js';
import { summarize } from '../../http/seo/head.js';
import { itemListLd, type JsonLd } from '../../http/seo/json-ld.js';
import { notFound, type PageHeadResolver } from '../../http/seo/page-meta.js';
import { absoluteUrl, isIndexable } from '../../http/seo/site.js';
import type { SitemapSource } from '../../http/seo/sitemap.js';
import { socialImageUrl } from '../../http/seo/social-image.js';
import type { TipEntity } from './tip.entity.js';
import { plainText } from './tip-markdown.js';

export const tipPath = (slug: string) => `/public/capcut-tips/${encodeURIComponent(slug)}`;

/** How many of the newest tips the tips page's ItemList names. */
const LIST_SIZE = 50;

type TipRow = Pick<
  TipEntity,
  'id' | 'slug' | 'title' | 'summary' | 'steps' | 'coverPath' | 'access' | 'publishedAt' | 'updatedAt' | 'body'
>;

function tipLd(tip: TipRow, url: string, image: string | null, cardUrl: string): JsonLd {
  const common = {
    '@context': 'https://schema.org',
    name: tip.title,
    description: tip.summary,
    image: image ?? cardUrl,
    url,
    inLanguage: 'en',
    ...(tip.publishedAt ? { datePublished: new Date(tip.publishedAt).toISOString() } : {}),
    dateModified: new Date(tip.updatedAt).toISOString(),
  };
  if (tip.access === 'MEMBERS' || tip.steps.length === 0) {
    return {
      ...common,
      '@type': 'Article',
      headline: tip.title,
      publisher: { '@type': 'Organization', name: SITE_NAME },
      ...(tip.access === 'MEMBERS'
        ? {
            // Google's markup for content behind a sign-in: what is hidden is named, not shown.
            isAccessibleForFree: false,
            hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.tip-members-only' },
          }
        : {}),
    };
  }
  return {
    ...common,
    '@type': 'HowTo',
    step: tip.steps.map((s, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      name: s.title,
      text: plainText(s.body) || s.title,
      url: `${url}#step-${i + 1}`,
    })),
  };
}

/** One statement: the published tip by slug, or by id when the param is a UUID. */
const tipPage: PageHeadResolver = async ({ deps, site, route, params }) => {
  const key = params.id;
  if (key === undefined) return notFound();
  const rows: TipRow[] = await deps.db.query(
    `SELECT id, slug, title, summary, body, steps, cover_path AS "coverPath", access,
            published_at AS "publishedAt", updated_at AS "updatedAt"
       FROM tips
      WHERE status = 'PUBLISHED' AND (slug = $1 OR id = $2)
      ORDER BY (id = $2) IS TRUE DESC LIMIT 1`,
    [key, isUuid(key) ? key : null],
  );
  const tip = rows[0];
  if (!tip) return notFound();
  const url = `${site}${tipPath(tip.slug)}`;
  const card = socialImageUrl(site, tip.title, tip.summary);
  const cover = tip.coverPath ? absoluteUrl(site, deps.storage.publicUrl(tip.coverPath)) : null;
  return {
    status: 200,
    head: {
      title: pageTitle(tip.title),
      description: summarize(tip.summary),
      canonical: url,
      noindex: !isIndexable(route),
      image: card,
      jsonLd: [tipLd(tip, url, cover, card)],
    },
  };
};

/** The tips page: its static head plus the newest tips as an ItemList. */
const tipsPage: PageHeadResolver = async ({ deps, site, route }) => {
  const rows: { title: string; slug: string }[] = await deps.db.query(
    `SELECT title, slug FROM tips WHERE status = 'PUBLISHED'
      ORDER BY published_at DESC, id DESC LIMIT ${LIST_SIZE}`,
  );
  const description = `Step-by-step CapCut tips for mobile and desktop: keyframes, speed ramps, captions, green screen, transitions and more — ${SITE_NAME}.`;
  return {
    status: 200,
    head: {
      title: pageTitle(route.title),
      description,
      canonical: `${site}${route.path}`,
      noindex: !isIndexable(route),
      image: socialImageUrl(site, 'CapCut tips', description),
      jsonLd: [
        itemListLd(
          'CapCut tips',
          rows.map((r) => ({ name: r.title, url: `${site}${tipPath(r.slug)}` })),
        ),
      ],
    },
  };
};

export const tipPages: Record<string, PageHeadResolver> = {
  'public-capcut-tips': tipsPage,
  'public-capcut-tip': tipPage,
  'members-capcut-tip': tipPage,
};

/** Every published tip's public page, oldest first. */
export const tipsSitemap: SitemapSource = {
  async count(deps) {
    const [row] = await deps.db.query("SELECT count(*)::int AS n FROM tips WHERE status = 'PUBLISHED'");
    return row.n;
  },
  async entries(deps, { offset, limit }) {
    const rows: { slug: string; updatedAt: Date }[] = await deps.db.query(
      `SELECT slug, updated_at AS "updatedAt" FROM tips WHERE status = 'PUBLISHED'
        ORDER BY published_at, id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((t) => ({ path: tipPath(t.slug), lastmod: t.updatedAt }));
  },
};
