/** The shapes the editor works with, from the generated query types. */
import type { AdminMediaItemQuery, AssetType, Orientation } from '../../graphql/generated/graphql';

export type MediaItem = NonNullable<AdminMediaItemQuery['adminMediaItem']>;

/** Any item with every kind field it may have: the union's members each add some. */
export type AnyMediaItem = MediaItem &
  Partial<{
    assetType: AssetType | null;
    durationSeconds: number | null;
    width: number | null;
    height: number | null;
    fps: number | null;
    orientation: Orientation | null;
    hasAlpha: boolean | null;
    bpm: number | null;
    musicalKey: string | null;
    genre: string | null;
    mood: string | null;
    isLoop: boolean | null;
    isSoundEffect: boolean | null;
  }>;

export const anyItem = (item: MediaItem) => item as AnyMediaItem;
