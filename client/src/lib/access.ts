/**
 * The one rule for what access and price mean, said the same way on cards,
 * item pages, pricing and the FAQ:
 *
 * - FREE items: free with a Framestock account (a price on a FREE item means nothing).
 * - PREMIUM items: included in every paid plan.
 * - A PREMIUM item with a price can also be bought on its own, for good.
 */
import type { Access } from '../graphql/generated/graphql';
import { formatUsd } from './usd';

/** Sold on its own: PREMIUM with a price (the server's `isForSale`). */
export function isForSale(access: Access, priceCents: number): boolean {
  return access === 'PREMIUM' && priceCents > 0;
}

/** The card badge: "Free", "Premium", or "Premium · $9.99". */
/** Where a member buys one item (the checkout page; visitors sign in first). */
export function checkoutPath(mediaId: string): string {
  return `/members/checkout?item=${encodeURIComponent(mediaId)}`;
}

export function accessBadge(access: Access, priceCents: number): string {
  if (access === 'FREE') return 'Free';
  return isForSale(access, priceCents) ? `Premium · ${formatUsd(priceCents)}` : 'Premium';
}

/** "Creator and Studio", "Creator, Pro and Studio"; "a paid plan" when none are known yet. */
export function planList(names: readonly string[]): string {
  if (names.length === 0) return 'every paid plan';
  if (names.length === 1) return names[0] as string;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The item page's sentence: "Included in Creator and Studio — or buy this item for $9.99".
 * Without `offerPurchase` (a member whose plan includes the item, or who bought it) the
 * offer to buy is left out: "Included in Creator and Studio".
 */
export function accessSentence(
  access: Access,
  priceCents: number,
  paidPlanNames: readonly string[],
  { offerPurchase = true }: { offerPurchase?: boolean } = {},
): string {
  if (access === 'FREE') return 'Free with a Framestock account';
  const included = `Included in ${planList(paidPlanNames)}`;
  return offerPurchase && isForSale(access, priceCents)
    ? `${included} — or buy this item for ${formatUsd(priceCents)}`
    : included;
}

/** The rule in one paragraph, for the pricing FAQ. */
export const ACCESS_RULE =
  'Items marked Free are free with a Framestock account. Items marked Premium are included in every paid plan. ' +
  'Some Premium items also show a price: you can buy that one item on its own, without a plan, and keep it for good.';
