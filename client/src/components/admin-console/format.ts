/** Number formats of the admin console's figures. */
const int = new Intl.NumberFormat('en');
const usd = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatCount = (n: number) => int.format(Math.round(n));
export const formatCents = (cents: number) => usd.format(cents / 100);
export const formatPercent = (n: number) => `${n.toFixed(1)}%`;

/** "+12% vs previous" in words a screen reader reads as well as the eye. */
export function changeOf(
  value: number,
  previous: number | null | undefined,
): { text: string; trend: 'up' | 'down' | 'flat' } | null {
  if (previous === null || previous === undefined) return null;
  if (previous === 0)
    return value === 0 ? { text: 'no change', trend: 'flat' } : { text: 'new this period', trend: 'up' };
  const pct = Math.round(((value - previous) / previous) * 100);
  if (pct === 0) return { text: 'no change', trend: 'flat' };
  return { text: `${pct > 0 ? '+' : ''}${pct}% vs previous`, trend: pct > 0 ? 'up' : 'down' };
}
