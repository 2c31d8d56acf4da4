/**
 * Words and axis ticks for the points of an analytics series, by bucket
 * (`siteAnalytics.bucket`: the server picks days, ISO weeks or months by the
 * range unless asked). All dates are UTC days, as the rollups are.
 *
 * A point covers `start`…`end` (excluded); a week or month the range cuts is
 * `partial` and says which of its days it holds: "Week of 3 Nov 2025 (5–9 Nov only)".
 */
import type { AnalyticsBucket } from '../../graphql/generated/graphql';
import { day, dayMonth as dayMonthOf, longMonthYear, monthYear, weekdayDay } from '../../lib/dates';

export interface BucketPoint {
  start: string;
  end: string;
  days: number;
  partial: boolean;
}

const DAY_MS = 86_400_000;
const dayMonth = (d: Date) => dayMonthOf(d, 'UTC');

const parse = (iso: string) => new Date(iso);
/** The Monday of the ISO week holding `d`. */
const mondayOf = (d: Date) => new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
const firstOfMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const lastDay = (p: BucketPoint) => new Date(parse(p.end).getTime() - DAY_MS);

/** "5–9 Nov", "29 Dec–2 Jan", "5 Nov". */
function daySpan(from: Date, to: Date): string {
  if (from.getTime() === to.getTime()) return dayMonth(from);
  if (from.getUTCMonth() === to.getUTCMonth()) return `${from.getUTCDate()}–${dayMonth(to)}`;
  return `${dayMonth(from)}–${dayMonth(to)}`;
}

/** The table's heading for the point column. */
export const BUCKET_NOUN: Record<AnalyticsBucket, string> = { DAY: 'Day', WEEK: 'Week', MONTH: 'Month' };
/** "days", "weeks", "months". */
export const BUCKET_PLURAL: Record<AnalyticsBucket, string> = { DAY: 'days', WEEK: 'weeks', MONTH: 'months' };

/** A point in full, for the table, the CSV and the tooltip. */
export function pointLabel(bucket: AnalyticsBucket, p: BucketPoint): string {
  const start = parse(p.start);
  if (bucket === 'DAY') return weekdayDay(start, 'UTC');
  const whole =
    bucket === 'WEEK' ? `Week of ${day(mondayOf(start), 'UTC')}` : longMonthYear(firstOfMonth(start), 'UTC');
  return p.partial ? `${whole} (${daySpan(start, lastDay(p))} only)` : whole;
}

/** A short axis tick: "3 Nov" (a day, or a week's Monday), "Nov 2025". */
export function pointTick(bucket: AnalyticsBucket, p: BucketPoint): string {
  const start = parse(p.start);
  if (bucket === 'DAY') return dayMonth(start);
  if (bucket === 'WEEK') return dayMonth(mondayOf(start));
  return monthYear(firstOfMonth(start), 'UTC');
}

/** What the axis' ticks are, under the chart. */
export function axisCaption(bucket: AnalyticsBucket): string {
  if (bucket === 'DAY') return 'Days (UTC)';
  if (bucket === 'WEEK') return 'Weeks, by their Monday (UTC)';
  return 'Calendar months (UTC)';
}

/** Words for partial points, when the series has one. */
export function partialNote(bucket: AnalyticsBucket): string {
  const unit = bucket === 'WEEK' ? 'week' : 'month';
  return `Paler bars: a ${unit} the range cuts, counting only its days in the range.`;
}
