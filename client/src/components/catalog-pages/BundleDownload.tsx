/**
 * A featured bundle's download, for a member (with Apollo; visitors get the
 * sign-in link instead, see HomeCatalog.tsx). A premium bundle comes with the
 * paid plans only (the server's rule in downloads/grant.service.ts): a member
 * whose plan leaves it out is told so, with the way on ("See plans"), rather
 * than shown a Download bundle button that can only be refused — as an item
 * page does (./MemberAccess.tsx).
 */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { type Access, MyBillingDocument } from '../../graphql/generated/graphql';
import { DownloadButton } from '../downloads/DownloadButton';

export interface BundleDownloadProps {
  bundleId: string;
  title: string;
  access: Access;
}

export function BundleDownload({ bundleId, title, access }: BundleDownloadProps) {
  const premium = access === 'PREMIUM';
  const { data, error } = useQuery(MyBillingDocument, { skip: !premium });
  const billing = data?.myBilling;
  // A premium bundle waits for the member's plan, so a Free member never sees a Download button flash by;
  // without an answer (an error), the button stays and the server says why when it is used.
  if (premium && !billing && !error) return null;
  if (!premium || !billing || billing.plan.includesPremium) {
    return <DownloadButton bundleId={bundleId} title={title} freeItem={!premium} />;
  }
  return (
    <div className="cp-bundle__locked">
      <p className="cp-access__text">Your {billing.plan.name} plan does not include premium bundles.</p>
      <Link to="/members/pricing" className="button button--primary">
        See plans<span className="visually-hidden"> for {title}</span>
      </Link>
    </div>
  );
}
