/** Words for the tip enums, and where tip pages live in each area. */
import type { TipDevice, TipDifficulty } from '../../graphql/generated/graphql';

export const DIFFICULTY_LABEL: Record<TipDifficulty, string> = {
  BEGINNER: 'Beginner',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
};

export const DEVICE_LABEL: Record<TipDevice, string> = {
  MOBILE: 'CapCut mobile',
  DESKTOP: 'CapCut desktop',
  BOTH: 'Mobile and desktop',
};

export type TipArea = 'public' | 'members';

export const tipsPath = (area: TipArea) => `/${area}/capcut-tips`;
export const tipPath = (area: TipArea, slug: string) => `${tipsPath(area)}/${encodeURIComponent(slug)}`;
