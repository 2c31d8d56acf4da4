/**
 * The one way the client writes a date for people: day first, British style,
 * like the rest of the product's English ("licence", "favourites") and like the
 * server's receipts and licence certificates.
 *
 *   dayMonth       "1 Dec"               a day within the year in view: resets, period ends
 *   day            "29 Nov 2026"         lists and tables
 *   longDay        "29 November 2026"    documents: licences, legal pages, articles, plan ends
 *   dateTime       "29 Nov 2026, 14:05"  admin screens that need the time (24-hour)
 *   weekdayDay     "Mon, 3 Nov 2025"     a day in an analytics series
 *   monthYear      "Nov 2025"            a month on a chart axis
 *   longMonthYear  "November 2025"       a month in full
 *
 * Each takes the zone the date is read in: 'UTC' for days the server counts in
 * UTC (allowance resets, billing periods, analytics rollups, licence and
 * document dates), 'local' for moments (a payment, a download, a sign-in).
 *
 * Written out instead of through Intl or toLocaleDateString: a page's first
 * Intl call loads ICU's locale data (tens of ms of main thread), and dates show
 * on members' pages that load without it. The forms are fixed English, so no
 * locale is lost; test/unit/dates.test.ts holds them to Intl's en-GB output.
 * No imports: the unit test imports this file directly.
 */
export type DateZone = 'UTC' | 'local';
export type DateInput = string | number | Date;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Parts {
  year: number;
  month: number;
  date: number;
  weekday: number;
  hours: number;
  minutes: number;
}

function parts(value: DateInput, zone: DateZone): Parts | null {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return zone === 'UTC'
    ? {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth(),
        date: d.getUTCDate(),
        weekday: d.getUTCDay(),
        hours: d.getUTCHours(),
        minutes: d.getUTCMinutes(),
      }
    : {
        year: d.getFullYear(),
        month: d.getMonth(),
        date: d.getDate(),
        weekday: d.getDay(),
        hours: d.getHours(),
        minutes: d.getMinutes(),
      };
}

/** What toLocaleDateString writes for a date that is not one. */
const INVALID = 'Invalid Date';

const two = (n: number) => String(n).padStart(2, '0');

/** "1 Dec". */
export function dayMonth(value: DateInput, zone: DateZone): string {
  const p = parts(value, zone);
  return p ? `${p.date} ${MONTHS[p.month]}` : INVALID;
}

/** "29 Nov 2026". */
export function day(value: DateInput, zone: DateZone): string {
  const p = parts(value, zone);
  return p ? `${p.date} ${MONTHS[p.month]} ${p.year}` : INVALID;
}

/** "29 November 2026". */
export function longDay(value: DateInput, zone: DateZone): string {
  const p = parts(value, zone);
  return p ? `${p.date} ${LONG_MONTHS[p.month]} ${p.year}` : INVALID;
}

/** "29 Nov 2026, 14:05". */
export function dateTime(value: DateInput, zone: DateZone): string {
  const p = parts(value, zone);
  return p ? `${p.date} ${MONTHS[p.month]} ${p.year}, ${two(p.hours)}:${two(p.minutes)}` : INVALID;
}

/** "Mon, 3 Nov 2025". */
export function weekdayDay(value: DateInput, zone: DateZone): string {
  const p = parts(value, zone);
  return p ? `${WEEKDAYS[p.weekday]}, ${p.date} ${MONTHS[p.month]} ${p.year}` : INVALID;
}

/** "Nov 2025". */
export function monthYear(value: DateInput, zone: DateZone): string {
  const p = parts(value, zone);
  return p ? `${MONTHS[p.month]} ${p.year}` : INVALID;
}

/** "November 2025". */
export function longMonthYear(value: DateInput, zone: DateZone): string {
  const p = parts(value, zone);
  return p ? `${LONG_MONTHS[p.month]} ${p.year}` : INVALID;
}
