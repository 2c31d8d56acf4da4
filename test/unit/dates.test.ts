/**
 * lib/dates writes dates without Intl (a page's first Intl call loads ICU's
 * locale data); here each form is held to what Intl's en-GB format writes,
 * which is also what the server's receipts and certificates write.
 */
import { describe, expect, it } from 'vitest';
import {
  type DateZone,
  dateTime,
  day,
  dayMonth,
  longDay,
  longMonthYear,
  monthYear,
  weekdayDay,
} from '../../client/src/lib/dates.js';

const FORMS: [string, (d: Date, zone: DateZone) => string, Intl.DateTimeFormatOptions][] = [
  ['dayMonth', dayMonth, { day: 'numeric', month: 'short' }],
  ['day', day, { day: 'numeric', month: 'short', year: 'numeric' }],
  ['longDay', longDay, { day: 'numeric', month: 'long', year: 'numeric' }],
  ['dateTime', dateTime, { dateStyle: 'medium', timeStyle: 'short' }],
  ['weekdayDay', weekdayDay, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }],
  ['monthYear', monthYear, { month: 'short', year: 'numeric' }],
  ['longMonthYear', longMonthYear, { month: 'long', year: 'numeric' }],
];

// Every month and weekday, both ends of a day, and the turn of a year.
const DATES = [
  ...Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 1 + m * 2, m * 2, m * 5))),
  new Date('2026-11-29T00:00:00.000Z'),
  new Date('2026-11-29T23:59:59.999Z'),
  new Date('2026-12-31T23:30:00.000Z'),
  new Date('2027-01-01T00:05:00.000Z'),
  new Date('1999-09-09T09:09:00.000Z'),
];

describe('lib/dates', () => {
  it('writes what Intl en-GB writes, in UTC and in local time', () => {
    for (const [name, form, options] of FORMS) {
      const utc = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
      const local = new Intl.DateTimeFormat('en-GB', options);
      for (const date of DATES) {
        expect(form(date, 'UTC'), `${name} UTC ${date.toISOString()}`).toBe(utc.format(date));
        expect(form(date, 'local'), `${name} local ${date.toISOString()}`).toBe(local.format(date));
      }
    }
  });

  it('writes the product’s forms, day first', () => {
    const at = '2026-11-29T14:05:00.000Z';
    expect(dayMonth('2026-12-01T00:00:00.000Z', 'UTC')).toBe('1 Dec');
    expect(day(at, 'UTC')).toBe('29 Nov 2026');
    expect(longDay(at, 'UTC')).toBe('29 November 2026');
    expect(dateTime(at, 'UTC')).toBe('29 Nov 2026, 14:05');
    expect(dateTime('2026-11-29T09:05:00.000Z', 'UTC')).toBe('29 Nov 2026, 09:05');
    expect(weekdayDay('2025-11-03T00:00:00.000Z', 'UTC')).toBe('Mon, 3 Nov 2025');
    expect(monthYear(at, 'UTC')).toBe('Nov 2026');
    expect(longMonthYear(at, 'UTC')).toBe('November 2026');
    expect(day('2026-09-05T00:00:00.000Z', 'UTC')).toBe('5 Sept 2026');
  });

  it('keeps a UTC day a UTC day, whatever the reader’s clock', () => {
    // Midnight UTC opening December: an allowance reset. West of UTC it is still
    // 30 November locally, but the reset is written as the UTC day.
    const reset = '2026-12-01T00:00:00.000Z';
    expect(dayMonth(reset, 'UTC')).toBe('1 Dec');
    expect(dayMonth(new Date(reset), 'UTC')).toBe('1 Dec');
    expect(dayMonth(Date.parse(reset), 'UTC')).toBe('1 Dec');
  });

  it('says so for a date that is not one', () => {
    expect(day('not a date', 'UTC')).toBe('Invalid Date');
  });
});
