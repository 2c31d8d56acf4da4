/**
 * A member's part of an item's access panel (./AccessPanel.tsx): the access
 * sentence — with "or buy this item" only when buying it would give them
 * something (not owned, not in their plan) — and what applies to them —
 * bought, included in their plan, or the buy button — with the
 * Download button and its fair-use meter and the favourite heart. Its own
 * chunk, with Apollo Client: their billing and downloads live in its cache,
 * so a purchase or a download updates them everywhere.
 */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { MyBillingDocument } from '../../graphql/generated/graphql';
import { accessSentence, checkoutPath, isForSale } from '../../lib/access';
import { formatUsd } from '../../lib/usd';
import { DownloadButton } from '../downloads/DownloadButton';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { AccessLevel } from './AccessLevel';
import type { AccessPartProps } from './AccessPanel';

export function MemberAccess({ mediaId, title, access, priceCents, paidPlans }: AccessPartProps) {
  const billing = useQuery(MyBillingDocument).data?.myBilling;
  const owned = billing?.purchasedMediaIds.includes(mediaId) ?? false;
  const included = access === 'FREE' || (billing?.plan.includesPremium ?? false);
  // A Download button that can only be refused is a dead end: the plan's limit is said, with the way on.
  // Buying is offered, in the sentence and by the button, only then too: never to someone who has the item.
  const locked = billing !== undefined && !owned && !included;

  return (
    <>
      <AccessLevel
        access={access}
        sentence={accessSentence(access, priceCents, paidPlans, { offerPurchase: locked })}
      />
      {billing && (owned || (included && access === 'PREMIUM')) && (
        <p className="cp-access__text cp-access__text--yours">
          {owned ? 'You bought this item: it is yours for good.' : `Included in your ${billing.plan.name} plan.`}
        </p>
      )}
      {locked ? (
        <p className="cp-access__text">Your {billing.plan.name} plan does not include premium items.</p>
      ) : (
        <DownloadButton mediaId={mediaId} title={title} freeItem={access === 'FREE'} />
      )}
      <div className="download__favorite">
        <FavoriteButton mediaId={mediaId} title={title} large />
      </div>
      <div className="button-row">
        {isForSale(access, priceCents) && locked && (
          <Link to={checkoutPath(mediaId)} className="button button--primary">
            Buy for {formatUsd(priceCents)}
          </Link>
        )}
        {access === 'PREMIUM' && !included && (
          <Link
            to="/members/pricing"
            className={`button ${locked && !isForSale(access, priceCents) ? 'button--primary' : 'button--secondary'}`}
          >
            See plans
          </Link>
        )}
      </div>
    </>
  );
}
