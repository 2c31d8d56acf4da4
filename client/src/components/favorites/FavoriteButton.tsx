/**
 * The heart of a card or a detail page: fills at once (optimistic), says what
 * happened with an Undo for a few seconds, and sends anonymous visitors to
 * sign in and come back.
 */
import '../../styles/downloads.css';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SignInToFavorite } from '../catalog/VisitorActions';
import { claimPendingFavorite } from './pendingFavorite';
import { useFavorite } from './useFavorite';

const NOTICE_MS = 6000;

type Props = { mediaId: string; title: string; large?: boolean };

/** Until the viewer's favourites are known, the heart is there, empty and disabled: nothing moves when it fills. */
export function FavoriteButton(props: Props) {
  return (
    <Suspense fallback={<Heart {...props} favorite={false} />}>
      <KnownFavorite {...props} />
    </Suspense>
  );
}

function Heart({
  title,
  large,
  favorite,
  onClick,
}: Omit<Props, 'mediaId'> & { favorite: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      className={large ? 'button button--secondary favorite-button' : 'card-action'}
      aria-pressed={favorite}
      aria-label={`Favourite ${title}`}
      disabled={!onClick}
      onClick={onClick}
    >
      <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
      {large && <span aria-hidden="true"> {favorite ? 'Favourited' : 'Favourite'}</span>}
    </button>
  );
}

function KnownFavorite({ mediaId, title, large = false }: Props) {
  const { isAuthenticated, favorite, setFavorite } = useFavorite(mediaId);
  const [notice, setNotice] = useState<{ text: string; undo: boolean | null } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function toggle(next: boolean, undoable: boolean) {
    const problem = await setFavorite(next);
    if (problem) setNotice({ text: problem, undo: null });
    else setNotice({ text: next ? 'Added to favourites.' : 'Removed from favourites.', undo: undoable ? !next : null });
  }

  // Back from signing in with this item's heart: save it now, as the visitor asked.
  const navigate = useNavigate();
  // Once, when the viewer's favourites are first known (claimPendingFavorite also lets one heart act per load).
  useEffect(() => {
    if (!isAuthenticated) return;
    const rest = claimPendingFavorite(mediaId);
    if (rest === null) return;
    void navigate({ search: rest, hash: window.location.hash }, { replace: true, preventScrollReset: true });
    if (favorite) setNotice({ text: 'Already in your favourites.', undo: null });
    else void toggle(true, true);
  }, [isAuthenticated]);

  if (!isAuthenticated) return <SignInToFavorite mediaId={mediaId} title={title} large={large} />;

  return (
    <>
      <Heart title={title} large={large} favorite={favorite} onClick={() => void toggle(!favorite, true)} />
      <span className="card-action__status" role="status">
        {notice && (
          <>
            {notice.text}{' '}
            {notice.undo !== null && (
              <button type="button" className="link-button" onClick={() => void toggle(notice.undo as boolean, false)}>
                Undo
              </button>
            )}
          </>
        )}
      </span>
    </>
  );
}
