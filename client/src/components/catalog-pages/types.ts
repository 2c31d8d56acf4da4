/**
 * The kinds of a detail item. Codegen does not export the per-type members of
 * a fragment union, and `kind` (not `__typename`) tells them apart at run time.
 */
import type { MediaDetailFieldsFragment } from '../../graphql/generated/graphql';

export type MediaDetail = MediaDetailFieldsFragment;
export type AssetDetail = Extract<MediaDetail, { hasAlpha: unknown }>;
export type AudioDetail = Extract<MediaDetail, { bpm: unknown }>;
export type ImageDetail = Exclude<MediaDetail, AssetDetail | AudioDetail>;
