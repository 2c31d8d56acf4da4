/**
 * Byte sizes are written one way for people: decimal units, one decimal
 * below 100 (client/src/lib/bytes.ts). The server's member-facing messages
 * (the converter's 413) write them with its twin, formatFileSize, held here to
 * the same output so a refusal names the number the page states.
 */
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../client/src/lib/bytes.js';
import { formatFileSize } from '../../server/uploads/policy.js';

const MiB = 1024 ** 2;

describe('formatBytes', () => {
  it('writes decimal units, one decimal below 100 of a unit, none above', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(4200)).toBe('4.2 KB');
    expect(formatBytes(18_600_000)).toBe('18.6 MB');
    // The Free plan's 200 MB reads as set (in binary units it was 191 MB), and so do the paid plans'.
    expect(formatBytes(200_000_000)).toBe('200 MB');
    expect(formatBytes(2_000_000_000)).toBe('2 GB');
    expect(formatBytes(10_000_000_000)).toBe('10 GB');
    expect(formatBytes(1_500_000_000)).toBe('1.5 GB');
    // A limit set in MiB (the site settings) in the same units as everything else.
    expect(formatBytes(500 * MiB)).toBe('524 MB');
    expect(formatBytes(2 * MiB)).toBe('2.1 MB');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(999_600)).toBe('1 MB');
    expect(formatBytes(999_999_999)).toBe('1 GB');
    expect(formatBytes(99_960)).toBe('100 KB');
  });

  it('the server writes every size exactly as the client does', () => {
    const sizes = [0, 1, 999, 1000, 1049, 99_949, 99_960, 123_456, 999_600, 2 * MiB, 200_000_000, 500 * MiB];
    for (let n = 1; n < 1e13; n *= 1.37) sizes.push(Math.round(n));
    for (const size of sizes) expect(formatFileSize(size), String(size)).toBe(formatBytes(size));
  });
});
