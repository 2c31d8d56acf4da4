/** Small display helpers shared by the catalogue cards and filters. */
import type { Access } from '../../graphql/generated/graphql';

/** `m:ss` (or `h:mm:ss`) for a length in seconds. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The access badge text: a price wins over the access level (priced items are sold one by one). */
export function accessLabel(access: Access, priceCents: number): string {
  if (priceCents > 0) return `$${(priceCents / 100).toFixed(2)}`;
  return access === 'FREE' ? 'Free' : 'Premium';
}
