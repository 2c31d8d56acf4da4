/**
 * formatUsd writes prices without Intl (its first call on a page loads ICU's
 * locale data); here it is held to what Intl's en-US currency format writes.
 */
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../client/src/lib/usd.js';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const CENTS = [
  0, 1, 5, 10, 99, 100, 101, 999, 1000, 1200, 1999, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, -250,
];

describe('formatUsd', () => {
  it('writes what Intl en-US writes for USD', () => {
    for (const cents of CENTS) expect(formatUsd(cents), String(cents)).toBe(intl.format(cents / 100));
  });

  it('drops zero cents only when asked, and only when they are zero', () => {
    expect(formatUsd(1200, { trimZeroCents: true })).toBe('$12');
    expect(formatUsd(123_400, { trimZeroCents: true })).toBe('$1,234');
    expect(formatUsd(1250, { trimZeroCents: true })).toBe('$12.50');
    expect(formatUsd(0, { trimZeroCents: true })).toBe('$0');
  });
});
