/** Words and numbers of the bundle screens: prices (dollars ↔ cents), dates, media kinds and statuses. */
import type { Access, MediaKind, MediaStatus } from '../../graphql/generated/graphql';
import { dateTime, day } from '../../lib/dates';
import { formatUsd } from '../../lib/usd';

/** The server's limits (bundle.types.ts), checked here first so mistakes show before a round trip. */
export const MAX_TITLE = 140;
export const MAX_DESCRIPTION = 5000;
export const MAX_ITEMS = 200;
export const MAX_PRICE_CENTS = 1_000_000;
export const SLUG_PATTERN = /^(?=.{1,128}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ACCESS_LABELS: Record<Access, string> = { FREE: 'Free', PREMIUM: 'Premium' };
export const KIND_LABELS: Record<MediaKind, string> = { ASSET: 'Video', IMAGE: 'Image', AUDIO: 'Audio' };
export const STATUS_LABELS: Record<MediaStatus, string> = {
  DRAFT: 'Draft',
  PENDING_REVIEW: 'Pending review',
  PUBLISHED: 'Published',
  REJECTED: 'Rejected',
  ARCHIVED: 'Archived',
};

/** "$12.50"; a price of 0 is included with a subscription. */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'Included' : formatUsd(cents);
}

/** The price field's text for a price in cents: "12.50", "0.00". */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Cents from what an admin typed ("12", "12.5", "$12.50"), or why not. Parsed
 * as text, not as a float, so 0.29 is 29 cents and never 28.999….
 */
export function dollarsToCents(text: string): { cents: number } | { error: string } {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return { error: 'Enter a price in dollars, such as 12 or 12.50.' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_PRICE_CENTS) return { error: `The price can be at most ${formatUsd(MAX_PRICE_CENTS)}.` };
  return { cents };
}

export const formatDate = (iso: string) => day(iso, 'local');
export const formatDateTime = (iso: string) => dateTime(iso, 'local');

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
