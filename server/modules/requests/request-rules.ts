/**
 * The request board's rules in one place: statuses and the moves between
 * them, limits on text and on how many open requests one member may have.
 */

export enum RequestStatus {
  OPEN = 'OPEN',
  PLANNED = 'PLANNED',
  IN_PROGRESS = 'IN_PROGRESS',
  FULFILLED = 'FULFILLED',
  DECLINED = 'DECLINED',
  /** A duplicate folded into another request (its votes moved there). */
  MERGED = 'MERGED',
}

/** Still being worked on: counts against the member's limit, may be voted on, changed and merged. */
export const ACTIVE_STATUSES: readonly RequestStatus[] = [
  RequestStatus.OPEN,
  RequestStatus.PLANNED,
  RequestStatus.IN_PROGRESS,
];

export const isActive = (s: RequestStatus) => ACTIVE_STATUSES.includes(s);

/** Where an admin may move a request from each status (merging has its own mutation). */
export const NEXT_STATUSES: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  OPEN: [RequestStatus.PLANNED, RequestStatus.IN_PROGRESS, RequestStatus.FULFILLED, RequestStatus.DECLINED],
  PLANNED: [RequestStatus.OPEN, RequestStatus.IN_PROGRESS, RequestStatus.FULFILLED, RequestStatus.DECLINED],
  IN_PROGRESS: [RequestStatus.PLANNED, RequestStatus.FULFILLED, RequestStatus.DECLINED],
  FULFILLED: [],
  DECLINED: [RequestStatus.OPEN],
  MERGED: [],
};

/** Board order "by status": work under way first, then planned, open, fulfilled, declined, merged. */
export const STATUS_ORDER: readonly RequestStatus[] = [
  RequestStatus.IN_PROGRESS,
  RequestStatus.PLANNED,
  RequestStatus.OPEN,
  RequestStatus.FULFILLED,
  RequestStatus.DECLINED,
  RequestStatus.MERGED,
];

/** SQL: a status column's place in STATUS_ORDER. */
export const statusRankSql = (column: string) =>
  `(CASE ${column} ${STATUS_ORDER.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} ELSE ${STATUS_ORDER.length} END)`;

export const STATUS_WORDS: Readonly<Record<RequestStatus, string>> = {
  OPEN: 'open',
  PLANNED: 'planned',
  IN_PROGRESS: 'in progress',
  FULFILLED: 'fulfilled',
  DECLINED: 'declined',
  MERGED: 'merged',
};

export const MAX_OPEN_REQUESTS_PER_MEMBER = 5;
export const MIN_TITLE_LENGTH = 4;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_REASON_LENGTH = 500;
export const MAX_REFERENCE_URL_LENGTH = 500;
export const MAX_PLATFORMS = 5;
export const MAX_LINKED_ITEMS = 10;
