/**
 * How an item can be had, in the words of lib/access.ts: free with an
 * account, included in the paid plans, and — for a PREMIUM item with a price —
 * bought on its own ("Included in Creator and Studio — or buy this item for
 * $9.99"). Members see what applies to them (./MemberAccess.tsx): owned,
 * included in their plan, or the buy button — and the Download button with
 * the fair-use meter; a member who has the item (plan or purchase) is not
 * offered to buy it, so the offer is said by the member's part once their
 * billing is known (until then, the sentence without it). Visitors get the links to sign in, sign up and the
 * plans, without Apollo Client: the item page is where search engines and
 * shared links bring them (routeModules.ts, WITHOUT_APOLLO).
 */
import { Suspense } from 'react';
import { Link } from 'react-router';
import { type Access, PlansDocument } from '../../graphql/generated/graphql';
import { accessSentence, checkoutPath, isForSale } from '../../lib/access';
import { lazyWithApollo } from '../../lib/lazyWithApollo';
import { loginPath } from '../../lib/redirect';
import { formatUsd } from '../../lib/usd';
import { useFetchQuery } from '../../lib/useFetchQuery';
import { SignInToDownload, SignInToFavorite } from '../catalog/VisitorActions';
import { AccessLevel } from './AccessLevel';

export interface AccessProps {
  mediaId: string;
  title: string;
  access: Access;
  priceCents: number;
}

/** What the visitor's and the member's parts are given: the item, and the paid plans' names for the sentence. */
export interface AccessPartProps extends AccessProps {
  paidPlans: readonly string[];
}

/** The member's controls, loaded with Apollo for members only; visitors get VisitorAccess. */
const AccessActions = lazyWithApollo<AccessPartProps>(
  () => import('./MemberAccess').then((m) => m.MemberAccess),
  VisitorAccess,
);

export function AccessPanel(props: AccessProps) {
  const { access, priceCents } = props;
  const plans = useFetchQuery(PlansDocument);
  const paidPlans = (plans.data?.plans ?? []).filter((p) => !p.isFree).map((p) => p.name);
  return (
    <section className="cp-access" aria-labelledby="access-title">
      <h2 id="access-title" className="cp-access__title">
        Access
      </h2>
      {/* A member's part arrives with their chunk (the sentence without the offer until then); visitors' is there at once. */}
      <Suspense
        fallback={
          <AccessLevel
            access={access}
            sentence={accessSentence(access, priceCents, paidPlans, { offerPurchase: false })}
          />
        }
      >
        <AccessActions {...props} paidPlans={paidPlans} />
      </Suspense>
    </section>
  );
}

/** What a visitor can do: sign in to download or favourite, sign up, buy (after signing in), see the plans. */
function VisitorAccess({ mediaId, title, access, priceCents, paidPlans }: AccessPartProps) {
  return (
    <>
      <AccessLevel access={access} sentence={accessSentence(access, priceCents, paidPlans)} />
      <SignInToDownload freeItem={access === 'FREE'} />
      <div className="download__favorite">
        <SignInToFavorite mediaId={mediaId} title={title} large />
      </div>
      <div className="button-row">
        {access === 'FREE' && (
          <Link to="/register" className="button button--primary">
            Create your free account
          </Link>
        )}
        {isForSale(access, priceCents) && (
          <Link to={loginPath(checkoutPath(mediaId))} className="button button--primary">
            Buy for {formatUsd(priceCents)}
          </Link>
        )}
        {access === 'PREMIUM' && (
          <Link to="/public/pricing" className="button button--secondary">
            See plans
          </Link>
        )}
      </div>
    </>
  );
}
