/**
 * The one way a byte size is written for people: decimal units (1 MB is
 * 1 000 000 bytes, as phones, macOS and storage makers count), one decimal
 * below 100 of a unit, whole numbers above: 812 B, 4.2 KB, 18.6 MB, 200 MB,
 * 2 GB, 10.7 GB. Plan limits are set in decimal units (200 MB, 2 GB), so they
 * read as set. The server writes the sizes in its messages the same way
 * (server/uploads/policy.ts, formatFileSize; test/unit/bytes.test.ts holds the
 * two together), so a refusal names the number the page states.
 */
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** One decimal below 100, none above ("18.6", "524"); a trailing ".0" is dropped. */
const rounded = (value: number) => (value < 100 ? Math.round(value * 10) / 10 : Math.round(value));

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1000) return `${Math.max(0, Math.round(bytes) || 0)} B`;
  let value = bytes / 1000;
  let unit = 0;
  while (rounded(value) >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${rounded(value)} ${UNITS[unit]}`;
}
