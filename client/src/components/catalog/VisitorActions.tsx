/**
 * What an anonymous visitor gets instead of the member controls (heart,
 * download): links to sign in that come back to this page. Apollo-free, so a
 * visitor's page never loads Apollo Client for its cards: on a phone that
 * load, and a re-render of every card after it, was most of the home page's
 * blocking time. The member controls render these same links to visitors
 * too, so both paths look alike.
 */
import { useLocation } from 'react-router';
import { AppLink } from '../../lib/appLink';
import { loginPath } from '../../lib/redirect';
import { withPendingFavorite } from '../favorites/pendingFavorite';

function useLoginPath(): string {
  const { pathname, search } = useLocation();
  return loginPath(`${pathname}${search}`);
}

/** Signing in from a heart comes back here and saves that favourite (../favorites/pendingFavorite.ts). */
export function SignInToFavorite({
  mediaId,
  title,
  large = false,
}: {
  mediaId: string;
  title: string;
  large?: boolean;
}) {
  const { pathname, search } = useLocation();
  return (
    <AppLink
      className={large ? 'button button--secondary favorite-button' : 'card-action'}
      to={loginPath(withPendingFavorite(pathname, search, mediaId))}
      aria-label={`Sign in to favourite ${title}`}
    >
      <span aria-hidden="true">♡</span>
      {large && <span aria-hidden="true"> Favourite</span>}
    </AppLink>
  );
}

/** A card's download control for visitors. */
export function SignInToDownloadCard({ title }: { title: string }) {
  return (
    <AppLink className="card-action" to={useLoginPath()} aria-label={`Sign in to download ${title}`}>
      <span aria-hidden="true">⤓</span>
    </AppLink>
  );
}

/** An item or bundle page's download control for visitors. */
export function SignInToDownload({ freeItem = false }: { freeItem?: boolean }) {
  return (
    <div className="download">
      <AppLink className="button button--primary download__button" to={useLoginPath()}>
        Sign in to download
      </AppLink>
      {freeItem && <p className="download__note">Free with an account, licence included.</p>}
    </div>
  );
}

/** A card's controls for visitors (the collections menu is for members only). */
export function CardVisitorActions({ mediaId, title }: { mediaId: string; title: string }) {
  return (
    <>
      <SignInToFavorite mediaId={mediaId} title={title} />
      <SignInToDownloadCard title={title} />
    </>
  );
}
