/**
 * How the server writes a day for people — in emails, the receipt page, the
 * licence certificate and refusals — as the client does (client/src/lib/dates.ts):
 * day first, British English, the UTC day (billing periods, allowance resets
 * and licences are UTC days).
 */
const longFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "29 November 2026". */
export const longDay = (d: Date): string => longFormat.format(d);

/** "1 Dec 2026". */
export const shortDay = (d: Date): string => shortFormat.format(d);
