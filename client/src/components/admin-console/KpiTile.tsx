/** One dashboard number: value, change against the previous period, and the screen that explains it. */
import { Link } from 'react-router';
import { changeOf } from './format';

export function KpiTile({
  label,
  value,
  current,
  previous,
  to,
  note,
  invert = false,
}: {
  label: string;
  value: string;
  /** The raw numbers the change is computed from. */
  current?: number;
  previous?: number | null;
  /** The screen that explains this number. */
  to: string;
  note?: string;
  /** True when a rise is bad news (churn, failed jobs). */
  invert?: boolean;
}) {
  const change = current === undefined ? null : changeOf(current, previous);
  const good = change && change.trend !== 'flat' && (change.trend === 'up') !== invert;
  return (
    <li className="kpi">
      <Link className="kpi__link" to={to}>
        <span className="kpi__label">{label}</span>
        <span className="kpi__value">{value}</span>
        {change && (
          <span className={`kpi__change kpi__change--${change.trend === 'flat' ? 'flat' : good ? 'good' : 'bad'}`}>
            {change.text}
          </span>
        )}
        {note && <span className="kpi__note">{note}</span>}
      </Link>
    </li>
  );
}

/** A metric as KpiTile's props: its value formatted for the tile, and the raw numbers the change is computed from. */
export function measured(
  metric: { value: number; previous?: number | null },
  format: (n: number) => string,
): { value: string; current: number; previous?: number | null } {
  return { value: format(metric.value), current: metric.value, previous: metric.previous };
}

/** A titled group of tiles: a section named by its heading, the tiles as a list. */
export function KpiGroup({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="console__group">
        {title}
      </h2>
      <ul className="kpis">{children}</ul>
    </section>
  );
}
