/** A media item in the review queue, and the facts about it a reviewer checks, in words. */
import type { ReviewQueueQuery } from '../../graphql/generated/graphql';
import { formatBytes } from '../../lib/bytes';
import { formatUsd } from '../../lib/usd';
import { ACCESS_LABELS, ASSET_TYPE_LABELS, formatDuration, ORIENTATION_LABELS } from '../admin-media/format';

export { timeAgo } from '../../lib/timeAgo';

export type ReviewItem = ReviewQueueQuery['adminMedia']['edges'][number]['node'];
type AssetItem = Extract<ReviewItem, { assetType: unknown }>;
type AudioItem = Extract<ReviewItem, { bpm: unknown }>;
type ImageItem = Exclude<ReviewItem, AssetItem | AudioItem>;

/** The kind fields arrive through inline fragments, so their presence tells the kind apart. */
export const isAsset = (m: ReviewItem): m is AssetItem => 'assetType' in m;
export const isAudio = (m: ReviewItem): m is AudioItem => 'bpm' in m;
export const isImage = (m: ReviewItem): m is ImageItem => !isAsset(m) && !isAudio(m) && m.kind === 'IMAGE';

export const KIND_LABELS = { ASSET: 'Asset', IMAGE: 'Image', AUDIO: 'Audio' } as const;

export interface Fact {
  label: string;
  value: string;
}

const yesNo = (v: boolean | null | undefined) => (v == null ? null : v ? 'Yes' : 'No');

/** "Free for every member", "Premium · $4.99", "Premium · included with a subscription". */
export function accessWords(m: ReviewItem): string {
  if (m.access === 'FREE') return 'Free for every member';
  const price = m.priceCents > 0 ? formatUsd(m.priceCents) : 'included with a subscription';
  return `${ACCESS_LABELS[m.access]} · ${price}`;
}

/** What processing measured in the file, and the kind's own descriptions; unknown values are left out. */
export function measuredFacts(m: ReviewItem): Fact[] {
  const facts: [string, string | null | undefined][] = [];
  const original = m.files.find((f) => f.role === 'ORIGINAL');
  if (isAsset(m)) {
    facts.push(
      ['Asset type', m.assetType ? ASSET_TYPE_LABELS[m.assetType] : 'Not set'],
      ['Duration', formatDuration(m.durationSeconds)],
      ['Resolution', m.width && m.height ? `${m.width} × ${m.height}` : null],
      ['Frame rate', m.fps ? `${Math.round(m.fps * 100) / 100} fps` : null],
      ['Orientation', m.orientation ? ORIENTATION_LABELS[m.orientation] : null],
      ['Transparency', m.hasAlpha == null ? null : m.hasAlpha ? 'Alpha channel' : 'None'],
    );
  } else if (isAudio(m)) {
    facts.push(
      ['Duration', formatDuration(m.durationSeconds)],
      ['Tempo', m.bpm ? `${m.bpm} BPM` : null],
      ['Key', m.musicalKey],
      ['Genre', m.genre],
      ['Mood', m.mood],
      ['Loop', yesNo(m.isLoop)],
      ['Sound effect', yesNo(m.isSoundEffect)],
    );
  } else if (isImage(m)) {
    facts.push(
      ['Size', m.width && m.height ? `${m.width} × ${m.height} px` : null],
      ['Orientation', m.orientation ? ORIENTATION_LABELS[m.orientation] : null],
    );
  }
  if (original) facts.push(['Original file', `${formatBytes(original.size)} · ${original.contentType}`]);
  return facts.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}
