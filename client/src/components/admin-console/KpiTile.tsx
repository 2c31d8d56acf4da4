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
