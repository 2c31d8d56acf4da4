import type { DownloadMeterFieldsFragment } from '../../graphql/generated/graphql';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * "1 Dec": the reset day as the meter says it (UTC, the period's own clock),
 * written as en-GB does. Not through toLocaleDateString: the download button
 * shows this on every item page, and a page's first Intl call loads ICU's
 * locale data (tens of ms of main thread) for one fixed English date.
 */
export function resetDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "37 of 300 downloads this month, resets 1 Dec". */
export function meterSentence(m: Pick<DownloadMeterFieldsFragment, 'used' | 'allowance' | 'resetsAt'>): string {
  return `${m.used} of ${m.allowance} downloads this month, resets ${resetDay(m.resetsAt)}`;
}
