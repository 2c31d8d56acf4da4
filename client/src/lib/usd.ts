/**
 * US cents as dollars, as en-US writes them: 999 → "$9.99", 123456 → "$1,234.56";
 * whole dollars without cents: 1200 → "$12".
 *
 * Written out instead of through Intl.NumberFormat: a page's first Intl call
 * loads ICU's locale data, 35–50 ms of main thread in Chromium here (×4 on
 * Lighthouse's phone), and this module is in the entry and cards show prices on
 * every catalogue page. The format is fixed (USD, en-US), so no locale is lost;
 * test/unit/usd.test.ts holds it to Intl's output.
 */
export function formatUsd(cents: number, opts: { trimZeroCents?: boolean } = {}): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = whole % 100;
  if (opts.trimZeroCents && rest === 0) return `${sign}$${dollars}`;
  return `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}
