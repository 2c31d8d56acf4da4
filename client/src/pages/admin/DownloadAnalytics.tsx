/**
 * `/admin/analytics/downloads`: downloads over a date range by day, week or
 * month (a stacked chart by kind with its numbers as a table), the split by
 * category, platform and plan, the top items and members, and a CSV of it
 * all. Every figure is aggregated by the server; the chart library loads
 * only here.
 */
import '../../styles/account.css';
import '../../styles/billing.css';
import '../../styles/admin-downloads.css';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { KIND_SERIES, type SeriesPoint } from '../../components/admin-downloads/series';
import { QueryStatus } from '../../components/QueryStatus';
import {
  AdminDownloadAnalyticsDocument,
  type AdminDownloadAnalyticsQuery,
  type DownloadGranularity,
  type DownloadItemKind,
} from '../../graphql/generated/graphql';
import { dayMonth, monthYear } from '../../lib/dates';
import { saveTextFile, toCsv } from '../../lib/save-file';

const DownloadsChart = lazy(() => import('../../components/admin-downloads/DownloadsChart'));

type Analytics = AdminDownloadAnalyticsQuery['downloadAnalytics'];
type Share = Analytics['topItems'][number];

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const today = () => isoDay(new Date());

const KIND_LABEL: Record<DownloadItemKind, string> = {
  ASSET: 'Assets',
  IMAGE: 'Images',
  AUDIO: 'Audio',
  BUNDLE: 'Bundles',
};

/** Admin pages that open one item by id (audio and bundles have none yet). */
const ADMIN_ITEM_PATH: Partial<Record<string, string>> = { ASSET: '/admin/assets', IMAGE: '/admin/images' };

function pointLabel(granularity: DownloadGranularity): (iso: string) => string {
  if (granularity === 'MONTH') return (iso) => monthYear(iso, 'UTC');
  if (granularity === 'WEEK') return (iso) => `w/c ${dayMonth(iso, 'UTC')}`;
  return (iso) => dayMonth(iso, 'UTC');
}

export default function AdminDownloadAnalyticsPage() {
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 29 * DAY_MS)));
  const [to, setTo] = useState(today);
  const [granularity, setGranularity] = useState<DownloadGranularity>('DAY');
  const [kind, setKind] = useState<DownloadItemKind | ''>('');
  const valid = from !== '' && to !== '' && from <= to;
  const variables = {
    from: `${from}T00:00:00.000Z`,
    // The "to" day is included: the range ends at the next midnight (UTC).
    to: valid ? new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString() : `${to}T00:00:00.000Z`,
    granularity,
    kind: kind || null,
  };
  const { data, previousData, loading, error, refetch } = useQuery(AdminDownloadAnalyticsDocument, {
    variables,
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const a = (data ?? previousData)?.downloadAnalytics;
  const format = pointLabel(granularity);

  return (
    <div className="admin-downloads">
      <header className="admin-downloads__head">
        <div>
          <p className="admin-downloads__back">
            <Link to="/admin">Admin</Link>
          </p>
          <h1>Download analytics</h1>
          <p className="account-page__lead">Downloads counted once per member, item and allowance period (UTC).</p>
        </div>
        {a && a.total > 0 && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => saveTextFile(`framestock-downloads-${from}-to-${to}.csv`, analyticsCsv(a, format))}
          >
            Export CSV
          </button>
        )}
      </header>

      <form className="admin-downloads__filters" aria-label="Range" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span className="field__label">From</span>
          <input
            className="field__input"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">To</span>
          <input
            className="field__input"
            type="date"
            value={to}
            min={from || undefined}
            max={today()}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Points by</span>
          <select
            className="field__input"
            value={granularity}
            onChange={(e) => setGranularity(e.target.value as DownloadGranularity)}
          >
            <option value="DAY">Day</option>
            <option value="WEEK">Week</option>
            <option value="MONTH">Month</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">Type</span>
          <select
            className="field__input"
            value={kind}
            onChange={(e) => setKind(e.target.value as DownloadItemKind | '')}
          >
            <option value="">All types</option>
            {(Object.keys(KIND_LABEL) as DownloadItemKind[]).map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </label>
      </form>

      {!valid && (
        <p className="form-alert" role="alert">
          Choose a start date on or before the end date.
        </p>
      )}
      {valid && (
        <QueryStatus loading={loading && !a} error={error} onRetry={refetch} loadingLabel="Counting downloads…" />
      )}

      {valid && !error && a && (
        <div className="admin-downloads__body" aria-busy={loading}>
          <ul className="metric-tiles" aria-label="In this range">
            <li>
              <span className="metric-tiles__value">{a.total}</span>
              <span className="metric-tiles__label">Downloads</span>
            </li>
            <li>
              <span className="metric-tiles__value">{a.members}</span>
              <span className="metric-tiles__label">Members downloading</span>
            </li>
          </ul>

          {a.total === 0 ? (
            <section className="panel admin-downloads__empty">
              <h2>No downloads in this range</h2>
              <p>Widen the dates or clear the type filter. Downloads appear here as members take items home.</p>
              <p>
                <Link className="button button--secondary" to="/admin/assets">
                  Look at the library
                </Link>
              </p>
            </section>
          ) : (
            <>
              <section className="panel admin-downloads__over-time" aria-labelledby="dl-over-time">
                <h2 id="dl-over-time">Downloads over time</h2>
                <Suspense fallback={<div className="downloads-chart downloads-chart--loading" />}>
                  <DownloadsChart points={a.series as readonly SeriesPoint[]} formatStart={format} />
                </Suspense>
                <details className="admin-downloads__table">
                  <summary>Show the numbers as a table</summary>
                  <SeriesTable points={a.series} format={format} />
                </details>
              </section>
              <div className="admin-downloads__splits">
                <ShareList title="Top items" shares={a.topItems} itemLinks />
                <ShareList title="Top members" shares={a.topMembers} />
                <ShareList title="By category" shares={a.byCategory} />
                <ShareList
                  title="By platform"
                  shares={a.byPlatform}
                  note="Items made for several platforms count for each."
                />
                <ShareList title="Plan mix" shares={a.planMix} />
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function SeriesTable({ points, format }: { points: Analytics['series']; format: (iso: string) => string }) {
  return (
    <div className="admin-downloads__table-wrap">
      <table className="series-table">
        <thead>
          <tr>
            <th scope="col">Period</th>
            {KIND_SERIES.map((k) => (
              <th key={k.key} scope="col">
                {k.label}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.start}>
              <th scope="row">{format(p.start)}</th>
              {KIND_SERIES.map((k) => (
                <td key={k.key}>{p[k.key]}</td>
              ))}
              <td>{p.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ShareList({
  title,
  shares,
  note,
  itemLinks = false,
}: {
  title: string;
  shares: readonly Share[] | readonly Omit<Share, 'kind'>[];
  note?: string;
  itemLinks?: boolean;
}) {
  const max = Math.max(1, ...shares.map((s) => s.count));
  return (
    <section className="panel admin-downloads__share" aria-label={title}>
      <h2>{title}</h2>
      {note && <p className="admin-downloads__note">{note}</p>}
      {shares.length === 0 ? (
        <p className="admin-downloads__note">Nothing to show for this range.</p>
      ) : (
        <ol className="share-bars">
          {shares.map((s) => (
            <li key={`${s.id}-${s.label}`}>
              <span className="share-bars__label">
                {itemLinks && s.id && 'kind' in s && s.kind && ADMIN_ITEM_PATH[s.kind] ? (
                  <Link to={`${ADMIN_ITEM_PATH[s.kind]}/${s.id}`}>{s.label}</Link>
                ) : (
                  s.label
                )}
              </span>
              <span className="share-bars__count">{s.count}</span>
              <span className="share-bars__bar" style={{ width: `${(s.count / max) * 100}%` }} aria-hidden="true" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Every figure on the page, one block per table, for a spreadsheet. */
function analyticsCsv(a: Analytics, format: (iso: string) => string): string {
  const rows: (string | number)[][] = [
    ['Period start (UTC)', 'Period', ...KIND_SERIES.map((k) => k.label), 'Total'],
    ...a.series.map((p) => [p.start, format(p.start), ...KIND_SERIES.map((k) => p[k.key]), p.total]),
  ];
  const block = (title: string, shares: readonly { label: string; count: number }[]) => {
    rows.push([], [title, 'Downloads'], ...shares.map((s) => [s.label, s.count]));
  };
  block('Top items', a.topItems);
  block('Top members', a.topMembers);
  block('Category', a.byCategory);
  block('Platform', a.byPlatform);
  block('Plan', a.planMix);
  return toCsv(rows);
}
