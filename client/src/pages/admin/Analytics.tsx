/**
 * `/admin/analytics`: traffic, sign-ups and sign-ins, the conversion funnel,
 * revenue and MRR, and search, over a date range with day/week/month points.
 * Every chart has its table and a CSV. Figures come from daily rollups.
 *
 * Points are "Automatic" unless the admin picks: the server chooses days up to
 * 92 days, ISO weeks up to a year, months beyond, and answers which
 * (`siteAnalytics.bucket`); labels, ticks and tooltips follow that answer. A
 * week or month the range cuts is partial and labelled so ("Week of 3 Nov 2025
 * (5–9 Nov only)"). Visitors summed over more than a day are visitor-days:
 * visitor ids change daily, so the figure is named for what it is.
 */
import '../../styles/admin-console.css';
import '../../styles/admin-media.css';
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  axisCaption,
  BUCKET_NOUN,
  BUCKET_PLURAL,
  partialNote,
  pointLabel,
  pointTick,
} from '../../components/admin-console/buckets';
import { ChartCard } from '../../components/admin-console/ChartCard';
import { formatCents, formatCount, formatPercent } from '../../components/admin-console/format';
import { QueryStatus } from '../../components/QueryStatus';
import {
  AdminSearchAnalyticsDocument,
  type AnalyticsBucket,
  SiteAnalyticsDocument,
  type SiteAnalyticsQuery,
} from '../../graphql/generated/graphql';

type Point = SiteAnalyticsQuery['siteAnalytics']['series'][number];

const DAY = 86_400_000;
const PRESETS = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '12 months', days: 365 },
];
/** The server's limits (siteAnalytics): the longest range, and the longest one in daily points. */
const MAX_DAYS = 1100;
const MAX_DAILY_DAYS = 400;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const usd = (cents: number) => (cents / 100).toFixed(2);

export default function AdminAnalyticsPage() {
  const id = useId();
  const today = useMemo(() => isoDay(new Date()), []);
  const [range, setRange] = useState(() => ({ from: isoDay(new Date(Date.now() - 29 * DAY)), to: today }));
  const [choice, setChoice] = useState<AnalyticsBucket | 'AUTO'>('AUTO');
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY) + 1;
  // Daily points stop at MAX_DAILY_DAYS: a longer range falls back to the server's choice.
  const requested = choice === 'DAY' && days > MAX_DAILY_DAYS ? 'AUTO' : choice;
  // `to` is the last day shown; the API takes the day after it.
  const variables = {
    from: `${range.from}T00:00:00.000Z`,
    to: new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY).toISOString(),
    bucket: requested === 'AUTO' ? null : requested,
  };
  const { data, loading, error, refetch } = useQuery(SiteAnalyticsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const search = useQuery(AdminSearchAnalyticsDocument, { variables: { from: variables.from, to: variables.to } });
  const a = data?.siteAnalytics;
  // The bucket the figures are in: the server's answer, which is also what "Automatic" chose.
  const bucket: AnalyticsBucket = a?.bucket ?? 'DAY';
  const point = {
    label: (p: Point) => pointLabel(bucket, p),
    column: { label: BUCKET_NOUN[bucket], value: (p: Point) => pointLabel(bucket, p), only: 'table' as const },
    csv: [
      { label: 'Start (UTC)', value: (p: Point) => String(p.start).slice(0, 10), only: 'csv' as const },
      { label: 'End (UTC, excluded)', value: (p: Point) => String(p.end).slice(0, 10), only: 'csv' as const },
      { label: 'Days', value: (p: Point) => p.days, only: 'csv' as const },
    ],
  };
  const axis = {
    tick: (p: Point) => pointTick(bucket, p),
    label: point.label,
    caption: axisCaption(bucket),
    partial: (p: Point) => p.partial,
    partialNote: partialNote(bucket),
  };
  // A day's visitors are unique that day; summed over a week or month they are visitor-days.
  const visitorsLabel = bucket === 'DAY' ? 'Visitors' : 'Visitor-days';
  const totals = a?.series.reduce(
    (t, p) => ({
      visitors: t.visitors + p.visitors,
      signUps: t.signUps + p.signUps,
      purchases: t.purchases + p.purchases,
    }),
    { visitors: 0, signUps: 0, purchases: 0 },
  );
  const s = search.data?.searchAnalytics;
  const file = (name: string) => `${name}-${range.from}-to-${range.to}.csv`;

  return (
    <div className="console">
      <header className="console__head">
        <div>
          <h1 className="admin-page__title">Analytics</h1>
          <p className="admin-page__lead">
            From recorded events, rolled up every minute; days are UTC. Points follow the range unless you pick them:
            days up to 92 days, weeks (from Monday) up to a year, months beyond. Downloads have{' '}
            <Link to="/admin/analytics/downloads">their own page</Link>.
          </p>
        </div>
      </header>
      <div className="range">
        <fieldset className="console__periods">
          <legend className="visually-hidden">Preset ranges</legend>
          {PRESETS.map((p) => {
            const from = isoDay(new Date(Date.now() - (p.days - 1) * DAY));
            const active = range.from === from && range.to === today;
            return (
              <label key={p.days} className={active ? 'console__period is-active' : 'console__period'}>
                <input type="radio" name="preset" checked={active} onChange={() => setRange({ from, to: today })} />
                {p.label}
              </label>
            );
          })}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            From
          </label>
          <input
            id={`${id}-from`}
            className="field__input"
            type="date"
            min={isoDay(new Date(Date.parse(range.to) - (MAX_DAYS - 1) * DAY))}
            max={range.to}
            value={range.from}
            // A typed date can pass `max`: the other end follows, so the range is never backwards.
            onChange={(e) => {
              const from = e.target.value;
              if (!from) return;
              // …and stays within the server's longest range.
              const latest = isoDay(new Date(Date.parse(from) + (MAX_DAYS - 1) * DAY));
              setRange((r) => ({ from, to: from > r.to ? from : r.to > latest ? latest : r.to }));
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            To
          </label>
          <input
            id={`${id}-to`}
            className="field__input"
            type="date"
            min={range.from}
            max={today}
            value={range.to}
            onChange={(e) => {
              const to = e.target.value;
              if (!to) return;
              const earliest = isoDay(new Date(Date.parse(to) - (MAX_DAYS - 1) * DAY));
              setRange((r) => ({ from: to < r.from ? to : r.from < earliest ? earliest : r.from, to }));
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-bucket`}>
            Points
          </label>
          <select
            id={`${id}-bucket`}
            className="field__input"
            value={requested}
            aria-describedby={`${id}-bucket-hint`}
            onChange={(e) => setChoice(e.target.value as AnalyticsBucket | 'AUTO')}
          >
            <option value="AUTO">
              {requested === 'AUTO' && a ? `Automatic (${BUCKET_PLURAL[a.bucket]})` : 'Automatic'}
            </option>
            <option value="DAY" disabled={days > MAX_DAILY_DAYS}>
              Days
            </option>
            <option value="WEEK">Weeks</option>
            <option value="MONTH">Months</option>
          </select>
          <span id={`${id}-bucket-hint`} className="visually-hidden">
            Automatic: days up to 92 days, weeks from Monday up to a year, months beyond. Days cover at most{' '}
            {MAX_DAILY_DAYS} days.
          </span>
        </div>
      </div>
      <QueryStatus
        loading={loading && !a}
        error={a ? null : error}
        onRetry={refetch}
        loadingLabel="Loading analytics…"
      />
      {a && totals && (
        <>
          <div className="console__grid">
            <ChartCard
              title="Traffic"
              rows={a.series}
              file={file('traffic')}
              bars={[
                { label: 'Page views', value: (p) => p.pageViews },
                { label: visitorsLabel, value: (p) => p.visitors },
              ]}
              axis={axis}
              columns={[
                point.column,
                ...point.csv,
                { label: 'Page views', value: (p) => p.pageViews },
                { label: visitorsLabel, value: (p) => p.visitors },
              ]}
            >
              {bucket !== 'DAY' && (
                <p className="am-muted">
                  Visitor-days: each day’s unique visitors, summed. Visitors are not followed from one day to the next
                  (no cookies), so someone who comes back on another day counts again.
                </p>
              )}
            </ChartCard>
            <ChartCard
              title="Sign-ups and sign-ins"
              rows={a.series}
              file={file('accounts')}
              bars={[
                { label: 'Sign-ups', value: (p) => p.signUps },
                { label: 'Sign-ins', value: (p) => p.signIns },
              ]}
              axis={axis}
              columns={[
                point.column,
                ...point.csv,
                { label: 'Sign-ups', value: (p) => p.signUps },
                { label: 'Sign-ins', value: (p) => p.signIns },
              ]}
            />
            <ChartCard
              title="Revenue and MRR"
              rows={a.series}
              file={file('revenue')}
              bars={[
                { label: 'Revenue', value: (p) => p.revenueCents, format: formatCents },
                { label: 'MRR at end', value: (p) => p.mrrCents, format: formatCents },
              ]}
              axis={axis}
              columns={[
                point.column,
                ...point.csv,
                { label: 'Purchases', value: (p) => p.purchases },
                { label: 'Revenue (USD)', value: (p) => usd(p.revenueCents) },
                { label: 'MRR at end (USD)', value: (p) => usd(p.mrrCents) },
              ]}
            />
            <ChartCard
              title="Conversion funnel"
              rows={[
                { step: 'Visitor-days', n: totals.visitors },
                { step: 'Sign-ups', n: totals.signUps },
                { step: 'Purchases', n: totals.purchases },
              ]}
              file={file('funnel')}
              columns={[
                { label: 'Step', value: (r) => r.step },
                { label: 'Count', value: (r) => r.n },
                {
                  label: 'Of visitor-days',
                  value: (r) => formatPercent(totals.visitors ? (r.n / totals.visitors) * 100 : 0),
                },
              ]}
            >
              <ol className="funnel">
                {[
                  ['Visitor-days', totals.visitors],
                  ['Sign-ups', totals.signUps],
                  ['Purchases', totals.purchases],
                ].map(([label, n]) => (
                  <li key={label}>
                    <span>
                      {label}: {formatCount(n as number)}
                    </span>
                    <span
                      className="funnel__bar"
                      style={{
                        // Purchases can outnumber visitor-days (a visitor buys twice): the bar stops at the card's edge.
                        width: `${totals.visitors ? Math.min(100, Math.max(1, ((n as number) / totals.visitors) * 100)) : 1}%`,
                      }}
                    />
                  </li>
                ))}
              </ol>
            </ChartCard>
            <ChartCard
              title="Top pages"
              rows={a.topPages}
              file={file('top-pages')}
              columns={[
                { label: 'Page', value: (r) => r.key },
                { label: 'Views', value: (r) => r.views },
                { label: 'Visitor-days', value: (r) => r.visitors },
              ]}
            />
            <ChartCard
              title="Referrers"
              rows={a.topReferrers}
              file={file('referrers')}
              columns={[
                { label: 'Site', value: (r) => r.key },
                { label: 'Views', value: (r) => r.views },
                { label: 'Visitor-days', value: (r) => r.visitors },
              ]}
            />
          </div>
          {s && (
            <div className="console__grid">
              <ChartCard
                title="Top searches"
                rows={s.topQueries}
                file={file('top-searches')}
                columns={[
                  { label: 'Query', value: (q) => q.query },
                  { label: 'Searches', value: (q) => q.searches },
                  { label: 'Clicks', value: (q) => q.clicks },
                  { label: 'Click-through', value: (q) => formatPercent(q.clickThroughRate * 100) },
                ]}
              >
                <p className="am-muted">
                  {formatCount(s.searches)} searches, {formatPercent(s.clickThroughRate * 100)} clicked through,{' '}
                  {formatCount(s.zeroResultSearches)} found nothing. Revenue in range:{' '}
                  {formatCents(a.series.reduce((n, p) => n + p.revenueCents, 0))}.
                </p>
              </ChartCard>
              <ChartCard
                title="Searches that found nothing"
                rows={s.zeroResultQueries}
                file={file('zero-result-searches')}
                columns={[
                  { label: 'Query', value: (q) => q.query },
                  { label: 'Searches', value: (q) => q.searches },
                ]}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
