import type { DownloadMeterFieldsFragment } from '../../graphql/generated/graphql';
import { dayMonth } from '../../lib/dates';

/**
 * "1 Dec": the reset day as the meter says it (UTC, the period's own clock).
 * Through lib/dates, not Intl: the download button shows this on every item page.
 */
export function resetDay(iso: string): string {
  return dayMonth(iso, 'UTC');
}

/** "37 of 300 downloads this month, resets 1 Dec". */
export function meterSentence(m: Pick<DownloadMeterFieldsFragment, 'used' | 'allowance' | 'resetsAt'>): string {
  return `${m.used} of ${m.allowance} downloads this month, resets ${resetDay(m.resetsAt)}`;
}
