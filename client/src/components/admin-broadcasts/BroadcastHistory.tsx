/** Past and scheduled broadcasts with their audience, state, and how many copies were written and read. */
import type { BroadcastRowFragment } from '../../graphql/generated/graphql';
import { dateTime } from '../../lib/dates';
import { timeAgo } from '../../lib/timeAgo';
import { AUDIENCE_LABELS, STATUS_LABELS } from './labels';

function when(b: BroadcastRowFragment): string {
  if (b.status === 'SCHEDULED') return `for ${dateTime(b.sendAt, 'local')}`;
  return b.sentAt ? timeAgo(b.sentAt) : timeAgo(b.sendAt);
}

export function BroadcastHistory({
  rows,
  planNames,
}: {
  rows: readonly BroadcastRowFragment[];
  planNames: ReadonlyMap<string, string>;
}) {
  if (rows.length === 0) {
    return <p>No broadcasts yet. The first one you send appears here with its reach.</p>;
  }
  return (
    <table className="admin-requests__table broadcast-history">
      <thead>
        <tr>
          <th scope="col">Broadcast</th>
          <th scope="col">Audience</th>
          <th scope="col">Status</th>
          <th scope="col">Recipients</th>
          <th scope="col">Delivered</th>
          <th scope="col">Read</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((b) => (
          <tr key={b.id}>
            <td>
              <strong>{b.title}</strong>
              {b.link && <span className="broadcast-history__link"> → {b.link}</span>}
            </td>
            <td data-label="Audience">
              {b.audience === 'PLAN' ? (planNames.get(b.planId ?? '') ?? 'A plan') : AUDIENCE_LABELS[b.audience]}
            </td>
            <td data-label="Status">
              {STATUS_LABELS[b.status]} <span className="broadcast-history__when">{when(b)}</span>
            </td>
            <td data-label="Recipients">{b.recipients.toLocaleString()}</td>
            <td data-label="Delivered">{b.delivered.toLocaleString()}</td>
            <td data-label="Read">
              {b.read.toLocaleString()}
              {b.delivered > 0 && (
                <span className="broadcast-history__when"> ({Math.round((100 * b.read) / b.delivered)}%)</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
