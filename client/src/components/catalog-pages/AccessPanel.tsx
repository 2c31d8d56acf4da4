/**
 * How an item can be had, in the words of lib/access.ts: free with an
 * account, included in the paid plans, and — for a PREMIUM item with a price —
 * bought on its own ("Included in Creator and Studio — or buy this item for
 * $9.99"). Members see what applies to them: owned, included in their plan,
 * or the buy button — and the Download button with the fair-use meter.
 */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { type Access, MyBillingDocument, PlansDocument } from '../../graphql/generated/graphql';
import { accessSentence, formatUsd, isForSale } from '../../lib/access';
import { useAuth } from '../../lib/auth';
import { DownloadButton } from '../downloads/DownloadButton';
import { FavoriteButton } from '../favorites/FavoriteButton';

export function AccessPanel({
  mediaId,
  title,
  access,
  priceCents,
}: {
  mediaId: string;
  title: string;
  access: Access;
  priceCents: number;
}) {
  const { isAuthenticated } = useAuth();
  const plans = useQuery(PlansDocument);
  const mine = useQuery(MyBillingDocument, { skip: !isAuthenticated });
  const paidPlans = (plans.data?.plans ?? []).filter((p) => !p.isFree).map((p) => p.name);
  const billing = mine.data?.myBilling;
  const owned = billing?.purchasedMediaIds.includes(mediaId) ?? false;
  const included = access === 'FREE' || (billing?.plan.includesPremium ?? false);
  const forSale = isForSale(access, priceCents);
  const pricingPath = isAuthenticated ? '/members/pricing' : '/public/pricing';
  const buyPath = `/members/checkout?item=${encodeURIComponent(mediaId)}`;

  return (
    <section className="cp-access" aria-labelledby="access-title">
      <h2 id="access-title" className="cp-access__title">
        Access
      </h2>
      <p className={`cp-access__level cp-access__level--${access.toLowerCase()}`}>
        {accessSentence(access, priceCents, paidPlans)}
      </p>
      {billing && (owned || (included && access === 'PREMIUM')) && (
        <p className="cp-access__text cp-access__text--yours">
          {owned ? 'You bought this item: it is yours for good.' : `Included in your ${billing.plan.name} plan.`}
        </p>
      )}
      <DownloadButton mediaId={mediaId} title={title} freeItem={access === 'FREE'} />
      <div className="download__favorite">
        <FavoriteButton mediaId={mediaId} title={title} large />
      </div>
      <div className="button-row">
        {!isAuthenticated && access === 'FREE' && (
          <Link to="/register" className="button button--primary">
            Create your free account
          </Link>
        )}
        {forSale && !owned && !(billing && included) && (
          <Link
            to={isAuthenticated ? buyPath : `/login?redirect=${encodeURIComponent(buyPath)}`}
            className="button button--primary"
          >
            Buy for {formatUsd(priceCents)}
          </Link>
        )}
        {access === 'PREMIUM' && !included && (
          <Link to={pricingPath} className="button button--secondary">
            See plans
          </Link>
        )}
      </div>
    </section>
  );
}
