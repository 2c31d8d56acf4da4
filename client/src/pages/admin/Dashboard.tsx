/**
 * `/admin`: the numbers an admin starts the day on, each tile against the
 * previous period and linked to the screen that explains it.
 */
import '../../styles/admin-console.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents, formatCount, formatPercent } from '../../components/admin-console/format';
import { KpiGroup, KpiTile, measured } from '../../components/admin-console/KpiTile';
import { QueryStatus } from '../../components/QueryStatus';
import { AdminDashboardDocument } from '../../graphql/generated/graphql';
import { formatBytes } from '../../lib/bytes';

const PERIODS = [7, 30, 90] as const;

export default function AdminDashboardPage() {
  const [days, setDays] = useState<number>(30);
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument, {
    variables: { days },
    fetchPolicy: 'cache-and-network',
  });
  const d = data?.adminDashboard;
  const period = `${days} days`;
  return (
    <div className="console">
      <header className="console__head">
        <div>
          <h1 className="admin-page__title">Dashboard</h1>
          <p className="admin-page__lead">
            The last {period}, against the {period} before.
          </p>
        </div>
        <fieldset className="console__periods">
          <legend className="visually-hidden">Period</legend>
          {PERIODS.map((p) => (
            <label key={p} className={p === days ? 'console__period is-active' : 'console__period'}>
              <input type="radio" name="period" checked={p === days} onChange={() => setDays(p)} />
              {p} days
            </label>
          ))}
        </fieldset>
      </header>
      <QueryStatus
        loading={loading && !d}
        error={d ? null : error}
        onRetry={refetch}
        loadingLabel="Loading the dashboard…"
      />
      {d && (
        <>
          <KpiGroup id="kpi-revenue" title="Revenue">
            <KpiTile label="MRR" {...measured(d.revenue.mrrCents, formatCents)} to="/admin/analytics" />
            <KpiTile
              label="Active subscribers"
              {...measured(d.revenue.activeSubscribers, formatCount)}
              to="/admin/users"
            />
            <KpiTile label="New subscribers" {...measured(d.revenue.newSubscribers, formatCount)} to="/admin/pricing" />
            <KpiTile
              label="Churn"
              value={formatPercent(d.revenue.churnPercent.value)}
              to="/admin/pricing"
              note="ended ÷ running at the start"
              invert
            />
            <KpiTile label="Revenue" {...measured(d.revenue.revenueCents, formatCents)} to="/admin/analytics" />
          </KpiGroup>
          <KpiGroup id="kpi-audience" title="Audience">
            <KpiTile
              label="New accounts"
              {...measured(d.audience.signUps, formatCount)}
              to="/admin/users"
              note="every way in"
            />
            <KpiTile
              label="Visitors"
              {...measured(d.audience.visitors, formatCount)}
              to="/admin/analytics"
              note="counted once a day"
            />
            <KpiTile
              label="Visitor → sign-up"
              {...measured(d.audience.visitorToSignUpPercent, formatPercent)}
              to="/admin/analytics"
            />
            <KpiTile
              label="Sign-up → subscriber"
              {...measured(d.audience.signUpToSubscriberPercent, formatPercent)}
              to="/admin/analytics"
            />
          </KpiGroup>
          <KpiGroup id="kpi-catalog" title="Catalogue">
            <KpiTile label="Pending approvals" value={formatCount(d.catalog.pendingApprovals)} to="/admin/approvals" />
            <KpiTile label="Published items" value={formatCount(d.catalog.published)} to="/admin/assets" />
            <KpiTile
              label="Downloads today"
              value={formatCount(d.catalog.downloadsToday)}
              to="/admin/analytics/downloads"
              note={`${formatCount(d.catalog.downloads7d)} in 7 days`}
            />
            <KpiTile
              label="Downloads, 30 days"
              {...measured(d.catalog.downloads30d, formatCount)}
              to="/admin/analytics/downloads"
            />
            <KpiTile label="Storage used" value={formatBytes(d.catalog.storageBytes)} to="/admin/assets" />
          </KpiGroup>
          <KpiGroup id="kpi-ops" title="Operations">
            <KpiTile label="Jobs waiting" value={formatCount(d.jobs.waiting)} to="/admin/settings" />
            <KpiTile label="Jobs failed, 24 h" value={formatCount(d.jobs.failed24h)} to="/admin/settings" invert />
            <KpiTile label="Open requests" value={formatCount(d.requests.open)} to="/admin/requests" />
          </KpiGroup>
          <p className="admin-page__lead">
            Deeper numbers: <Link to="/admin/analytics">analytics</Link> · <a href="/graphql">GraphiQL</a> for bulk
            queries and exports.
          </p>
        </>
      )}
    </div>
  );
}
