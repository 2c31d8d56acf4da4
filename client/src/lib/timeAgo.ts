/**
 * Relative times in the reader's language. The formatter is made on first use,
 * not when the module loads: a page's first Intl call loads ICU's locale data
 * (tens of ms of main thread), and the notification bell imports this on every
 * signed-in page although its rows show only when the panel opens.
 */
let relative: Intl.RelativeTimeFormat | undefined;
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "5 minutes ago", "now". */
export function timeAgo(iso: string, now = Date.now()): string {
  relative ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, ms] of STEPS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return relative.format(0, 'minute');
}
