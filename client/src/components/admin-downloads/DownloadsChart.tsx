/**
 * The downloads-over-time chart (recharts), stacked by kind. Loaded lazily by
 * the admin page, so the chart library stays out of every other bundle. The
 * chart is a picture for sighted users: the same numbers are in the table
 * beside it (SeriesTable), which screen readers get instead.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { KIND_SERIES, type SeriesPoint } from './series';

export default function DownloadsChart({
  points,
  formatStart,
}: {
  points: readonly SeriesPoint[];
  formatStart: (iso: string) => string;
}) {
  return (
    <div className="downloads-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points as SeriesPoint[]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey="start"
            tickFormatter={formatStart}
            stroke="var(--text-muted)"
            tick={{ fontSize: 12 }}
            minTickGap={16}
          />
          <YAxis allowDecimals={false} stroke="var(--text-muted)" tick={{ fontSize: 12 }} />
          <Tooltip
            labelFormatter={(v) => formatStart(String(v))}
            contentStyle={{ background: 'var(--surface-2)', border: '1px solid var(--border-strong)', borderRadius: 8 }}
            cursor={{ fill: 'rgb(255 255 255 / 0.06)' }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {KIND_SERIES.map((k) => (
            <Bar key={k.key} dataKey={k.key} name={k.label} stackId="kind" fill={k.color} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
