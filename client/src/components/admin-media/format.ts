/** Words and numbers of the admin media screens: enum labels, sizes, durations, prices, dates. */
import type {
  Access,
  AssetType,
  FileRole,
  MediaSort,
  MediaStatus,
  Orientation,
  ProcessingState,
  RejectionReason,
} from '../../graphql/generated/graphql';
import { dateTime, day } from '../../lib/dates';

export const STATUS_LABELS: Record<MediaStatus, string> = {
  DRAFT: 'Draft',
  PENDING_REVIEW: 'In review',
  PUBLISHED: 'Published',
  REJECTED: 'Rejected',
  ARCHIVED: 'Archived',
};
export const STATUSES = Object.keys(STATUS_LABELS) as MediaStatus[];

export const PROCESSING_LABELS: Record<ProcessingState, string> = {
  PENDING: 'Queued',
  PROCESSING: 'Processing',
  READY: 'Ready',
  FAILED: 'Failed',
};
export const PROCESSING_STATES = Object.keys(PROCESSING_LABELS) as ProcessingState[];

export const ACCESS_LABELS: Record<Access, string> = { FREE: 'Free', PREMIUM: 'Premium' };
export const ACCESS_LEVELS = Object.keys(ACCESS_LABELS) as Access[];

export const ASSET_TYPE_LABELS: Record<AssetType, string> = {
  ANIMATION: 'Animation',
  TRANSITION: 'Transition',
  EFFECT: 'Effect',
  OVERLAY: 'Overlay',
  TEMPLATE: 'Template',
  LUT: 'LUT',
};
export const ASSET_TYPES = Object.keys(ASSET_TYPE_LABELS) as AssetType[];

export const ORIENTATION_LABELS: Record<Orientation, string> = {
  LANDSCAPE: 'Landscape',
  PORTRAIT: 'Portrait',
  SQUARE: 'Square',
};

export const REJECTION_LABELS: Record<RejectionReason, string> = {
  QUALITY: 'Quality',
  TECHNICAL: 'Technical problem',
  DUPLICATE: 'Duplicate',
  RIGHTS: 'Rights unclear',
  METADATA: 'Metadata needs work',
};
export const REJECTION_REASONS = Object.keys(REJECTION_LABELS) as RejectionReason[];

export const FILE_ROLE_LABELS: Record<FileRole, string> = {
  ORIGINAL: 'Original',
  THUMBNAIL: 'Thumbnail',
  THUMBNAIL_320: 'Thumbnail, 320 px',
  THUMBNAIL_960: 'Thumbnail, 960 px',
  PREVIEW: 'Preview',
  HOVER_LOOP: 'Hover loop',
  STORYBOARD: 'Storyboard',
  WAVEFORM: 'Waveform',
};

export const SORT_LABELS: Record<Exclude<MediaSort, 'LONGEST_WAITING'>, string> = {
  NEWEST: 'Newest first',
  OLDEST: 'Oldest first',
  RECENTLY_UPDATED: 'Recently changed',
  TITLE: 'Title A–Z',
};
export type ListSort = keyof typeof SORT_LABELS;
export const LIST_SORTS = Object.keys(SORT_LABELS) as ListSort[];

/** History actions (audit log `media.*`) in words; unknown ones show as they are. */
const ACTION_LABELS: Record<string, string> = {
  'media.uploaded': 'Uploaded',
  'media.updated': 'Edited',
  'media.submit': 'Submitted for review',
  'media.approve': 'Approved',
  'media.reject': 'Rejected',
  'media.archive': 'Archived',
  'media.unarchive': 'Published again',
  'media.reprocess': 'Processing re-run',
};
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Input field names (changedFields) in words. */
const FIELD_LABELS: Record<string, string> = {
  title: 'title',
  slug: 'slug',
  description: 'description',
  categoryId: 'category',
  tagIds: 'tags',
  platformIds: 'platforms',
  access: 'access',
  priceCents: 'price',
  assetType: 'asset type',
  bpm: 'BPM',
  musicalKey: 'key',
  genre: 'genre',
  mood: 'mood',
  isLoop: 'loop',
  isSoundEffect: 'sound effect',
};
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

export const formatDateTime = (iso: string) => dateTime(iso, 'local');
export const formatDate = (iso: string) => day(iso, 'local');

/** 0:07, 3:25, 1:02:03. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds == null) return null;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "12.50" → 1250; null when it is not a price of at most 10 000 USD with at most two decimals. */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(trimmed)) return null;
  const cents = Math.round(Number(trimmed) * 100);
  return cents <= 1_000_000 ? cents : null;
}

export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/** "3 changed, 1 failed", "1 item", "2 items". */
export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
