/** Prices are integer US cents everywhere; this is the one way they are written for people. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** The only currency Framestock sells in (the spec's structured data: USD). */
export const CURRENCY = 'USD';
