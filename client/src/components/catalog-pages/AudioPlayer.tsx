/**
 * The audio detail player: wavesurfer.js v7 draws the waveform from the
 * peaks the server precomputed (`waveformUrl`: `{ data, duration }`, see
 * server/media/audio.ts) and plays `previewUrl` through an <audio> element we
 * own, so the browser never downloads or decodes the track to draw it. When
 * the peaks cannot be fetched, wavesurfer decodes the preview itself.
 *
 * Keyboard: the play button (Enter/Space); the waveform is a slider
 * (←/→ 5 s, PageUp/PageDown 30 s, Home/End).
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { formatDuration } from '../catalog/format';

type Peaks = { data: number[]; duration: number };

async function fetchPeaks(url: string, signal: AbortSignal): Promise<Peaks | null> {
  try {
    const res = await fetch(url, { signal });
    if (!res.ok) return null;
    const json = (await res.json()) as Partial<Peaks>;
    return Array.isArray(json.data) && json.data.length > 0 && typeof json.duration === 'number' && json.duration > 0
      ? { data: json.data, duration: json.duration }
      : null;
  } catch (err) {
    if (signal.aborted) throw err;
    return null;
  }
}

/** Canvas colours cannot read CSS variables: these mirror --border-strong, --violet and --focus. */
const COLORS = { wave: '#5b6378', progress: '#a78bfa', cursor: '#fde047' } as const;

const SEEK_KEYS: Record<string, (t: number, d: number) => number> = {
  ArrowLeft: (t) => t - 5,
  ArrowDown: (t) => t - 5,
  ArrowRight: (t) => t + 5,
  ArrowUp: (t) => t + 5,
  PageDown: (t) => t - 30,
  PageUp: (t) => t + 30,
  Home: () => 0,
  End: (_, d) => d,
};

export function AudioPlayer({
  title,
  previewUrl,
  waveformUrl,
  durationSeconds,
}: {
  title: string;
  previewUrl: string;
  waveformUrl: string | null | undefined;
  durationSeconds: number | null | undefined;
}) {
  const waveRef = useRef<HTMLDivElement>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const playerRef = useRef<WaveSurfer | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(durationSeconds ?? 0);

  useEffect(() => {
    const container = waveRef.current;
    const media = audioRef.current;
    if (!container || !media) return;
    const abort = new AbortController();
    let player: WaveSurfer | null = null;
    setStatus('loading');

    (async () => {
      const peaks = waveformUrl ? await fetchPeaks(waveformUrl, abort.signal) : null;
      if (abort.signal.aborted) return;
      player = WaveSurfer.create({
        container,
        media,
        url: previewUrl,
        peaks: peaks ? [peaks.data] : undefined,
        duration: peaks?.duration,
        height: 96,
        waveColor: COLORS.wave,
        progressColor: COLORS.progress,
        cursorColor: COLORS.cursor,
        cursorWidth: 2,
        barWidth: 2,
        barGap: 1,
        barRadius: 2,
        normalize: true,
        dragToSeek: true,
      });
      playerRef.current = player;
      player.on('ready', (d) => {
        setDuration(d);
        setStatus('ready');
      });
      player.on('play', () => setPlaying(true));
      player.on('pause', () => setPlaying(false));
      player.on('finish', () => setPlaying(false));
      player.on('timeupdate', (t) => setTime(t));
      player.on('error', () => setStatus('error'));
    })().catch(() => undefined); // aborted: the page went away

    return () => {
      abort.abort();
      player?.destroy();
      playerRef.current = null;
      setPlaying(false);
      setTime(0);
    };
  }, [previewUrl, waveformUrl]);

  const toggle = () => {
    const player = playerRef.current;
    if (!player) return;
    setStatus((s) => (s === 'error' ? 'ready' : s));
    player.playPause().catch(() => setStatus('error'));
  };

  const onSeekKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const seek = SEEK_KEYS[e.key];
    const player = playerRef.current;
    if (!seek || !player || duration <= 0) return;
    e.preventDefault();
    player.setTime(Math.min(duration, Math.max(0, seek(player.getCurrentTime(), duration))));
  };

  const ready = status !== 'loading';
  return (
    <div className="cp-audio" data-testid="audio-player">
      <div className="cp-audio__controls">
        <button
          type="button"
          className="cp-audio__play"
          onClick={toggle}
          disabled={!ready}
          aria-pressed={playing}
          aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <div
          className="cp-audio__wave"
          role="slider"
          tabIndex={ready ? 0 : -1}
          aria-label="Position"
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(time)}
          aria-valuetext={`${formatDuration(time)} of ${formatDuration(duration)}`}
          onKeyDown={onSeekKey}
        >
          <div ref={waveRef} data-testid="wavesurfer" />
        </div>
      </div>
      <p className="cp-audio__time">
        <span>{formatDuration(time)}</span> / <span>{formatDuration(duration)}</span>
        {status === 'loading' && <span className="cp-audio__note"> · Loading the waveform…</span>}
        {status === 'error' && (
          <span className="cp-audio__note cp-audio__note--error" role="alert">
            {' '}
            · The preview could not be played. Try again.
          </span>
        )}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: a music or sound-effect preview has no speech to caption */}
      <audio ref={audioRef} preload="none" data-testid="audio-preview-media" />
    </div>
  );
}
