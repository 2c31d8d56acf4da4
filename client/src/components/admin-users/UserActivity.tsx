/**
 * What one account did in the catalogue, for support: their latest downloads
 * with the licence each carries, their favourites and collections, and the
 * asset requests they made. Each list shows the latest 10 with the total.
 */
import { Link } from 'react-router';
import type { AdminUserQuery } from '../../graphql/generated/graphql';
import { formatDate } from '../admin-media/format';
import { editorPath } from '../admin-media/kinds';
import { LICENCE_WORDS } from '../billing/usePlans';
import { STATUS_LABELS } from '../requests/words';

type Account = NonNullable<AdminUserQuery['user']>;

/** "Downloads (3)" or "Downloads (latest 10 of 42)". */
function heading(label: string, shown: number, total: number): string {
  return total > shown ? `${label} (latest ${shown} of ${total})` : `${label} (${total})`;
}

export function UserActivity({ user }: { user: Account }) {
  const downloads = user.downloads.edges.map((e) => e.node);
  const favorites = user.favorites.edges.map((e) => e.node);
  const requests = user.assetRequests.edges.map((e) => e.node);
  return (
    <section className="au-card" aria-labelledby="au-activity">
      <h2 id="au-activity">Downloads, favourites and requests</h2>

      <h3>{heading('Downloads', downloads.length, user.downloads.totalCount)}</h3>
      {downloads.length === 0 ? (
        <p className="am-muted">No downloads.</p>
      ) : (
        <ul className="au-list" aria-label="Downloads, newest first">
          {downloads.map((d) => (
            <li key={d.id}>
              <span>
                {d.media ? <Link to={editorPath(d.media.kind, d.media.id)}>{d.title}</Link> : d.title}
                <br />
                <span className="am-muted">
                  {formatDate(d.downloadedAt as string)} · {d.planName}
                  {d.licence.projectName ? ` · project “${d.licence.projectName}”` : ''}
                </span>
              </span>
              <span>
                {LICENCE_WORDS[d.licence.type]} licence
                {d.licence.revoked ? ' · revoked' : ''}
                <br />
                <Link className="am-muted" to={`/licenses/${encodeURIComponent(d.licence.id)}`}>
                  {d.licence.id.slice(0, 8)}…
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}

      <h3>{heading('Favourites', favorites.length, user.favorites.totalCount)}</h3>
      {favorites.length === 0 ? (
        <p className="am-muted">No favourites.</p>
      ) : (
        <ul className="au-list" aria-label="Favourites, newest first">
          {favorites.map((f) => (
            <li key={f.id}>
              <Link to={editorPath(f.media.kind, f.media.id)}>{f.media.title}</Link>
              <span className="am-muted">{formatDate(f.createdAt as string)}</span>
            </li>
          ))}
        </ul>
      )}

      <h3>Collections ({user.collections.length})</h3>
      {user.collections.length === 0 ? (
        <p className="am-muted">No collections.</p>
      ) : (
        <ul className="au-list" aria-label="Collections">
          {user.collections.map((c) => (
            <li key={c.id}>
              <span>{c.name}</span>
              <span className="am-muted">
                {c.itemCount} item{c.itemCount === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      )}

      <h3>{heading('Asset requests', requests.length, user.assetRequests.totalCount)}</h3>
      {requests.length === 0 ? (
        <p className="am-muted">No requests.</p>
      ) : (
        <ul className="au-list" aria-label="Asset requests, newest first">
          {requests.map((r) => (
            <li key={r.id}>
              <span>
                {r.title}
                <br />
                <span className="am-muted">{formatDate(r.createdAt as string)}</span>
              </span>
              <span>
                {STATUS_LABELS[r.status]} · {r.voteCount} vote{r.voteCount === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/admin/requests">The request board</Link>
      </p>
    </section>
  );
}
