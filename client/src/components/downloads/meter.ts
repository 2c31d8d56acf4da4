import type { DownloadMeterFieldsFragment } from '../../graphql/generated/graphql';

/** "1 Dec": the reset day as the meter says it (UTC, the period's own clock). */
export function resetDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** "37 of 300 downloads this month, resets 1 Dec". */
export function meterSentence(m: Pick<DownloadMeterFieldsFragment, 'used' | 'allowance' | 'resetsAt'>): string {
  return `${m.used} of ${m.allowance} downloads this month, resets ${resetDay(m.resetsAt)}`;
}
