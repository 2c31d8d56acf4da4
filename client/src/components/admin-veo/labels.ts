/** Words for the generation enums, shared by the form and the history. */
import type { VideoAspectRatio, VideoGenerationStatus, VideoResolution } from '../../graphql/generated/graphql';

export const ASPECT_LABEL: Record<VideoAspectRatio, string> = {
  LANDSCAPE_16_9: '16:9 landscape',
  PORTRAIT_9_16: '9:16 portrait',
};

export const RESOLUTION_LABEL: Record<VideoResolution, string> = {
  HD_720P: '720p',
  FULL_HD_1080P: '1080p',
};

export const STATUS_LABEL: Record<VideoGenerationStatus, string> = {
  QUEUED: 'Queued',
  RUNNING: 'Generating',
  SUCCEEDED: 'Done',
  FAILED: 'Failed',
};
