/**
 * A bundle's card, on the home page's featured row and on /public/bundles: cover, title (a link to its page),
 * description, item count and access, "What's inside" and the bundle's download (one ZIP).
 */
import '../../styles/catalog-pages.css';
import { Suspense } from 'react';
import type { BundleCardFieldsFragment, MediaKind } from '../../graphql/generated/graphql';
import { accessBadge, isForSale } from '../../lib/access';
import { AppLink } from '../../lib/appLink';
import { lazyWithApollo } from '../../lib/lazyWithApollo';
import { mediaHref } from '../catalog/MediaCard';
import { SignInToDownload } from '../catalog/VisitorActions';
import type { BundleDownloadProps } from './BundleDownload';
import { bundleHref } from './routing';

/**
 * With Apollo, after the page: the home page itself renders without it (client/js-budget.mjs). A member whose plan
 * leaves a premium bundle out gets the plans instead of a Download button (./BundleDownload.tsx).
 */
export const BundleDownload = lazyWithApollo<BundleDownloadProps>(
  () => import('./BundleDownload').then((m) => m.BundleDownload),
  VisitorBundleDownload,
);

function VisitorBundleDownload({ access }: BundleDownloadProps) {
  return <SignInToDownload freeItem={access === 'FREE'} />;
}

/** Items "What's inside" lists per card (the `$bundleItems` of BundleCardFields); larger bundles say how many more. */
export const BUNDLE_ITEMS = 12;

export function BundleCard({
  bundle: b,
  headingLevel = 3,
}: {
  bundle: BundleCardFieldsFragment;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="cp-bundle">
      {b.coverUrl ? (
        <img className="cp-bundle__cover" src={b.coverUrl} alt="" loading="lazy" decoding="async" />
      ) : (
        <div className="cp-bundle__cover cp-bundle__cover--none" />
      )}
      <div className="cp-bundle__body">
        <Heading className="cp-bundle__title">
          <AppLink className="cp-bundle__title-link" to={bundleHref(b.slug)}>
            {b.title}
          </AppLink>
        </Heading>
        {b.description && <p className="cp-bundle__text">{b.description}</p>}
        <BundleMeta bundle={b} />
        <BundleContents bundle={b} />
        <Suspense fallback={null}>
          <BundleDownload bundleId={b.id} title={b.title} access={b.access} />
        </Suspense>
      </div>
    </li>
  );
}

/** "12 items" and the access badge (Free, Premium or a price). */
export function BundleMeta({
  bundle: b,
}: {
  bundle: Pick<BundleCardFieldsFragment, 'itemCount' | 'access' | 'priceCents'>;
}) {
  return (
    <p className="cp-bundle__meta">
      <span>
        {b.itemCount} {b.itemCount === 1 ? 'item' : 'items'}
      </span>
      <span
        className={`media-badge media-badge--${isForSale(b.access, b.priceCents) ? 'price' : b.access.toLowerCase()}`}
      >
        {accessBadge(b.access, b.priceCents)}
      </span>
    </p>
  );
}

const ITEM_KIND: Record<MediaKind, string> = { ASSET: 'Video asset', IMAGE: 'Image', AUDIO: 'Audio' };

/**
 * A bundle's items, in its order, behind a native disclosure: it opens without script (the home page is
 * server-rendered for visitors, and works before hydration), it is closed in the server's HTML and the browser's
 * first render alike, and closed it takes one line, so nothing below moves while the page arrives. The items link
 * to their public pages (the home page is a public screen, see mediaHref).
 */
function BundleContents({ bundle }: { bundle: BundleCardFieldsFragment }) {
  if (bundle.items.length === 0) return null;
  const more = bundle.itemCount - bundle.items.length;
  return (
    <details className="cp-bundle__inside">
      <summary className="cp-bundle__inside-toggle">
        What's inside<span className="visually-hidden"> {bundle.title}</span>
      </summary>
      <ol className="cp-bundle__items" aria-label={`Items in ${bundle.title}`}>
        {bundle.items.map((item) => (
          <li key={item.slug} className="cp-bundle__item">
            <AppLink className="cp-bundle__item-link" to={mediaHref(item, 'public')}>
              {item.title}
            </AppLink>
            <span className="cp-bundle__item-kind">{ITEM_KIND[item.kind]}</span>
          </li>
        ))}
      </ol>
      {more > 0 && (
        <p className="cp-bundle__more">
          and {more} more {more === 1 ? 'item' : 'items'} in the download
        </p>
      )}
    </details>
  );
}
