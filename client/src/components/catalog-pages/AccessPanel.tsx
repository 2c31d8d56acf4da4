/**
 * How an item can be had: free with an account, or premium (with its price
 * when it is sold on its own). Downloading and favourites come with the
 * downloads work; until then the panel says so and offers only real links.
 */
import { Link } from 'react-router';
import type { Access } from '../../graphql/generated/graphql';
import { useAuth } from '../../lib/auth';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function accessText(access: Access, priceCents: number): string {
  const base = access === 'FREE' ? 'Free with an account' : 'Premium';
  return priceCents > 0 ? `${base} · ${usd.format(priceCents / 100)}` : base;
}

export function AccessPanel({ access, priceCents }: { access: Access; priceCents: number }) {
  const { isAuthenticated } = useAuth();
  const pricingPath = isAuthenticated ? '/members/pricing' : '/public/pricing';
  return (
    <section className="cp-access" aria-labelledby="access-title">
      <h2 id="access-title" className="cp-access__title">
        Access
      </h2>
      <p className={`cp-access__level cp-access__level--${access.toLowerCase()}`}>{accessText(access, priceCents)}</p>
      <p className="cp-access__text">
        {access === 'FREE'
          ? 'Anyone with a Framestock account can use this.'
          : 'Included with a Framestock subscription.'}{' '}
        Downloads arrive with your subscription — they are not open yet.
      </p>
      <div className="button-row">
        {!isAuthenticated && (
          <Link to="/register" className="button button--primary">
            Create your account
          </Link>
        )}
        {access === 'PREMIUM' && (
          <Link to={pricingPath} className="button button--secondary">
            See pricing
          </Link>
        )}
      </div>
    </section>
  );
}
