/**
 * The item under review, large: a video plays its watermarked preview (muted,
 * looping, with controls, over the thumbnail as poster), an image shows its
 * preview, audio gets a player and its waveform. Until processing has made a
 * preview there is a plain note instead.
 */
import type { ReviewItem } from './reviewItem';
import { isAudio } from './reviewItem';
import { Waveform } from './Waveform';

export function MediaPreview({ item }: { item: ReviewItem }) {
  const { previewUrl, thumbnailUrl, title } = item;
  if (!previewUrl) {
    return (
      <div className="review-preview review-preview--missing">
        {thumbnailUrl ? <img src={thumbnailUrl} alt={`Thumbnail of “${title}”`} /> : null}
        <p>No preview has been made for this item.</p>
      </div>
    );
  }
  if (item.kind === 'ASSET') {
    return (
      <div className="review-preview">
        <video
          key={previewUrl}
          src={previewUrl}
          poster={thumbnailUrl ?? undefined}
          controls
          muted
          autoPlay
          loop
          playsInline
          preload="metadata"
          aria-label={`Preview of “${title}”`}
        />
      </div>
    );
  }
  if (item.kind === 'AUDIO') {
    return (
      <div className="review-preview review-preview--audio">
        {isAudio(item) && item.waveformUrl && <Waveform url={item.waveformUrl} />}
        {/* biome-ignore lint/a11y/useMediaCaption: the reviewer listens to the track itself; there is no transcript */}
        <audio key={previewUrl} src={previewUrl} controls preload="metadata" aria-label={`Preview of “${title}”`} />
      </div>
    );
  }
  return (
    <div className="review-preview">
      <img src={previewUrl} alt={`Preview of “${title}”`} />
    </div>
  );
}
