/** Words and numbers of the converter screen. */
import type { ConversionPreset } from '../../graphql/generated/graphql';

export const PRESET_TEXT: Record<ConversionPreset, { label: string; hint: string }> = {
  MP4_WEB: { label: 'MP4 for the web', hint: 'H.264 video, AAC sound: plays everywhere.' },
  VERTICAL: { label: 'Vertical 9:16', hint: 'For CapCut, TikTok, Reels and Shorts.' },
  GIF: { label: 'GIF', hint: 'Animated, up to 60 s.' },
  WEBP: { label: 'Animated WebP', hint: 'Smaller than GIF, up to 60 s.' },
  MP3: { label: 'Extract audio: MP3', hint: 'The sound only, compressed.' },
  WAV: { label: 'Extract audio: WAV', hint: 'The sound only, uncompressed.' },
  COMPRESS: { label: 'Compress to a size', hint: 'Two-pass: lands within 5 % under your target.' },
  TRIM: { label: 'Trim', hint: 'Keep the part between start and end.' },
  RESIZE: { label: 'Resize', hint: 'A new width and/or height.' },
};

/** 0:07.5, 1:02.0 — trim positions need the tenths. */
export function formatTimecode(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds - m * 60;
  return `${m}:${s.toFixed(1).padStart(4, '0')}`;
}

/** "12 s", "3 min", "1 h 5 min" for elapsed and remaining times. */
export function formatSpan(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** "in 23 h", "in 40 min", for when a file is deleted. */
export function formatUntil(iso: string, now = Date.now()): string {
  const ms = new Date(iso).getTime() - now;
  if (ms <= 0) return 'soon';
  const minutes = Math.round(ms / 60_000);
  return minutes < 90 ? `in ${minutes} min` : `in ${Math.round(minutes / 60)} h`;
}

/**
 * Converter time left this month, to the second it is counted in: "9 min 58 s",
 * "10 min", "45 s", "0 s". Rounded down, so a 2-second job visibly counts and the
 * time left is never overstated.
 */
export function formatMinutesLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds + 1e-6));
  const m = Math.floor(s / 60);
  const rest = s % 60;
  if (m === 0) return `${rest} s`;
  return rest === 0 ? `${m} min` : `${m} min ${rest} s`;
}
