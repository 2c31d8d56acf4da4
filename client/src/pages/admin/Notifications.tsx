/**
 * `/admin/notifications`: compose a broadcast (preview, audience size, now or
 * scheduled) and read the history with recipients, delivered and read
 * counts. The server fans copies out in batches, so a large send fills in
 * over a few seconds: the history polls while anything is under way.
 */
import '../../styles/requests.css';
import '../../styles/notifications.css';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { BroadcastForm } from '../../components/admin-broadcasts/BroadcastForm';
import { BroadcastHistory } from '../../components/admin-broadcasts/BroadcastHistory';
import { QueryStatus } from '../../components/QueryStatus';
import { AdminBroadcastsDocument } from '../../graphql/generated/graphql';

export default function AdminNotificationsPage() {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(AdminBroadcastsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.broadcasts.edges.map((e) => e.node) ?? [];
  const busy = rows.some(
    (b) => b.status === 'SENDING' || (b.status === 'SCHEDULED' && Date.parse(b.sendAt) <= Date.now()),
  );
  useEffect(() => {
    if (!busy) return;
    startPolling(2000);
    return stopPolling;
  }, [busy, startPolling, stopPolling]);
  const plans = (data?.adminPlans ?? []).filter((p) => !p.isFree);
  const planNames = new Map((data?.adminPlans ?? []).map((p) => [p.id, p.name]));

  return (
    <div className="admin-broadcasts">
      <h1>Notifications</h1>
      <p className="account-page__lead">
        Send a message to everyone, to members with or without a paid plan, or to one plan. It lands in their
        notifications, live in open tabs.
      </p>
      <QueryStatus
        loading={loading && !data}
        error={data ? null : error}
        onRetry={refetch}
        loadingLabel="Loading broadcasts…"
      />
      {data && (
        <>
          <section aria-labelledby="broadcast-compose">
            <h2 id="broadcast-compose">New broadcast</h2>
            <BroadcastForm plans={plans} onSent={() => refetch()} />
          </section>
          <section aria-labelledby="broadcast-history">
            <h2 id="broadcast-history">History</h2>
            <BroadcastHistory rows={rows} planNames={planNames} />
          </section>
        </>
      )}
    </div>
  );
}
