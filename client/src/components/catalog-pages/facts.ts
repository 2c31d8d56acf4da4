/** The "Details" list of each kind of item: only what is known is listed. */
import { formatDuration } from '../catalog/format';
import type { Fact } from './DetailLists';
import type { AssetDetail, AudioDetail, ImageDetail, MediaDetail } from './types';

const titleCase = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const size = (w: number | null | undefined, h: number | null | undefined) =>
  w != null && h != null ? `${w} × ${h} px` : null;

function known(pairs: [string, string | null | undefined][]): Fact[] {
  return pairs.filter((p): p is [string, string] => p[1] != null && p[1] !== '');
}

function assetFacts(a: AssetDetail): Fact[] {
  return known([
    ['Type', a.assetType ? titleCase(a.assetType) : null],
    ['Duration', a.durationSeconds != null ? formatDuration(a.durationSeconds) : null],
    ['Resolution', size(a.width, a.height)],
    ['Frame rate', a.fps != null ? `${Math.round(a.fps * 100) / 100} fps` : null],
    ['Orientation', a.orientation ? titleCase(a.orientation) : null],
    ['Transparency', a.hasAlpha != null ? (a.hasAlpha ? 'Alpha channel' : 'None') : null],
  ]);
}

function imageFacts(i: ImageDetail): Fact[] {
  return known([
    ['Size', size(i.width, i.height)],
    ['Orientation', i.orientation ? titleCase(i.orientation) : null],
  ]);
}

function audioFacts(a: AudioDetail): Fact[] {
  return known([
    ['Duration', a.durationSeconds != null ? formatDuration(a.durationSeconds) : null],
    ['BPM', a.bpm != null ? String(a.bpm) : null],
    ['Key', a.musicalKey],
    ['Genre', a.genre],
    ['Mood', a.mood],
    ['Loop', a.isLoop != null ? yesNo(a.isLoop) : null],
    ['Sound effect', a.isSoundEffect != null ? yesNo(a.isSoundEffect) : null],
  ]);
}

export function factsOf(item: MediaDetail): Fact[] {
  if (item.kind === 'ASSET') return assetFacts(item as AssetDetail);
  if (item.kind === 'AUDIO') return audioFacts(item as AudioDetail);
  return imageFacts(item as ImageDetail);
}
