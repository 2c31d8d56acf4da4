/**
 * One media item in a catalogue grid. Videos (assets) show their storyboard
 * under the pointer and play their muted loop as ./previewPolicy.ts decides:
 * on hover or keyboard focus with a mouse, when most in view on a touch
 * screen, or only from their play control under reduced motion or Save-Data.
 * Audio cards have a play/pause button and a waveform; images are a
 * thumbnail. The whole card is one link (title) with the play button beside
 * it, so keyboard users tab through one stop per card (two for audio, or
 * with a video's play control), then the card's actions (favourite,
 * collections, download).
 *
 * Pictures come in every width processing made (`thumbnails`), for the
 * browser to pick by `sizes`; the first card of a page loads at once with
 * high priority (it is often the largest paint), the rest lazily.
 */
import '../../styles/catalog.css';
import {
  type CSSProperties,
  memo,
  type PointerEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import type { MediaCardFieldsFragment } from '../../graphql/generated/graphql';
import { accessBadge, isForSale } from '../../lib/access';
import { AppLink } from '../../lib/appLink';
import { lazyWithApollo } from '../../lib/lazyWithApollo';
import { formatDuration } from './format';
import { useInViewPlayback } from './inViewPlayback';
import { baseWidth, srcSetOf } from './pictures';
import { usePreviewMode } from './previewPolicy';
import { CardVisitorActions } from './VisitorActions';
import { Waveform } from './Waveform';

/** `sizes` of a card picture in the wrapping grid (.media-grid: one column on phones, 240 px and up beyond). */
export const GRID_IMAGE_SIZES = '(max-width: 520px) calc(100vw - 32px), (max-width: 900px) 50vw, 300px';

/** Loaded after the card, with Apollo, for members; visitors get sign-in links (lib/lazyWithApollo.tsx). */
const CardActions = lazyWithApollo(() => import('./CardActions').then((m) => m.default), CardVisitorActions);

type Area = 'public' | 'members';
// The generated per-type fragment types are not exported; pick them out of the union by their fields.
type AssetCard = Extract<MediaCardFieldsFragment, { hoverLoopUrl: unknown }>;
type AudioCard = Extract<MediaCardFieldsFragment, { waveformUrl: unknown }>;

/**
 * Where a card leads, by the area it is shown in (not by who is signed in):
 * public screens link every kind to its public page, which everyone can open
 * and which is the URL shared and indexed; the members area keeps its own
 * pages per kind, so members stay in their layout.
 */
export function mediaHref(item: Pick<MediaCardFieldsFragment, 'kind' | 'slug'>, area: Area): string {
  const slug = encodeURIComponent(item.slug);
  if (area === 'public') return `/public/assets/${slug}`;
  if (item.kind === 'ASSET') return `/members/assets/${slug}`;
  if (item.kind === 'IMAGE') return `/members/images/${slug}`;
  return `/members/audio/${slug}`;
}

/** A title in pieces, the words a search matched marked (search results). */
export type TitleSegments = readonly { text: string; match: boolean }[];

/** Memoised: pages that add cards step by step (the home page) re-render the lists they grow. */
export const MediaCard = memo(function MediaCard({
  item,
  linkTo,
  titleSegments,
  onOpen,
  position = 0,
  imageSizes = GRID_IMAGE_SIZES,
  priority = false,
}: {
  item: MediaCardFieldsFragment;
  linkTo?: string;
  titleSegments?: TitleSegments;
  /**
   * Called with the item and `position` when the card's link is followed (search click
   * analytics). The list's one callback, not one made per card, so the memo holds.
   */
  onOpen?: (item: MediaCardFieldsFragment, position: number) => void;
  /** The card's 0-based place in its list, for `onOpen`. */
  position?: number;
  /** How wide the card's picture is shown, as an `<img sizes>` value. */
  imageSizes?: string;
  /** The page's first card: its picture loads at once, with high priority. */
  priority?: boolean;
}) {
  const { pathname } = useLocation();
  const area: Area = pathname.startsWith('/members') ? 'members' : 'public';
  const href = linkTo ?? mediaHref(item, area);
  const badge = accessBadge(item.access, item.priceCents);
  // Pointer over the card or keyboard focus inside it plays a video's hover loop (mouse devices).
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const thumb = <Thumb item={item} sizes={imageSizes} priority={priority} />;

  return (
    <article
      className={`media-card media-card--${item.kind.toLowerCase()}`}
      data-testid="media-card"
      onPointerEnter={(e) => e.pointerType !== 'touch' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {item.kind === 'ASSET' ? (
        <AssetPreview item={item as AssetCard} href={href} hoverActive={hovered || focused} thumb={thumb} />
      ) : item.kind === 'AUDIO' ? (
        <AudioPreview item={item as AudioCard} thumb={thumb} />
      ) : (
        <AppLink to={href} className="media-card__media" tabIndex={-1} aria-hidden="true">
          {thumb}
        </AppLink>
      )}
      <div className="media-card__body">
        <h3 className="media-card__title">
          <AppLink to={href} onClick={onOpen && (() => onOpen(item, position))}>
            {titleSegments
              ? titleSegments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))
              : item.title}
          </AppLink>
        </h3>
        <div className="media-card__meta">
          {/* Badge and platforms as one box, centred on the controls' 44 px row even when a message opens under them. */}
          <div className="media-card__tags">
            <span
              className={`media-badge media-badge--${isForSale(item.access, item.priceCents) ? 'price' : item.access.toLowerCase()}`}
            >
              {badge}
            </span>
            {item.platforms.length > 0 && (
              <ul className="media-card__platforms" aria-label="Platforms">
                {item.platforms.map((p) => (
                  <li key={p.id} className="chip">
                    {p.name}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="card-actions">
            <Suspense fallback={null}>
              <CardActions mediaId={item.id} title={item.title} />
            </Suspense>
          </div>
        </div>
      </div>
    </article>
  );
});

/**
 * The card's picture at every width there is. width/height give the browser
 * its shape before it loads (the box has a fixed aspect ratio anyway).
 */
function Thumb({
  item,
  sizes,
  priority,
}: {
  item: Pick<MediaCardFieldsFragment, 'thumbnailUrl' | 'thumbnails'>;
  sizes: string;
  priority: boolean;
}) {
  const base = baseWidth(item.thumbnails);
  const src = item.thumbnailUrl ?? base?.url;
  if (!src) return <div className="media-card__thumb media-card__thumb--none" />;
  const srcSet = srcSetOf(item.thumbnails);
  return (
    <img
      className="media-card__thumb"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={base?.width}
      height={base?.height}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}

/** Only one card plays from its play control at a time: starting one stops the one before. */
let stopManualPreview: (() => void) | null = null;

function useManualPreview(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const stop = useCallback(() => setOn(false), []);
  useEffect(
    () => () => {
      if (stopManualPreview === stop) stopManualPreview = null;
    },
    [stop],
  );
  const toggle = () => {
    if (on) {
      stopManualPreview = null;
      setOn(false);
      return;
    }
    if (stopManualPreview !== stop) stopManualPreview?.();
    stopManualPreview = stop;
    setOn(true);
  };
  return [on, toggle];
}

/**
 * Preview of a video: the loop's element exists only while it is to play —
 * on hover or focus, in view on a touch screen, or from the play control
 * (previewPolicy.ts) — so nothing is fetched before, and a page of cards does
 * not build a media element per card (~0.7 ms each, four times that on a
 * mid-range phone). Until the loop plays — or always, when there is no loop —
 * the storyboard sprite follows the pointer.
 */
function AssetPreview({
  item,
  href,
  hoverActive,
  thumb,
}: {
  item: AssetCard;
  href: string;
  hoverActive: boolean;
  thumb: ReactNode;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [scrub, setScrub] = useState<number | null>(null);
  const loop = item.hoverLoopUrl;
  const board = item.storyboard;
  const mode = usePreviewMode();
  const inView = useInViewPlayback(frameRef, mode === 'in-view' && Boolean(loop));
  const [manual, toggleManual] = useManualPreview();
  const active = mode === 'manual' ? manual : mode === 'in-view' ? inView : hoverActive;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (active) {
      // Autoplay of muted video is allowed; a rejection (e.g. the element went away) is harmless.
      video.play().catch(() => undefined);
    } else {
      video.pause();
      setPlaying(false);
    }
  }, [active]);

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    setScrub(Math.min(0.999, Math.max(0, (e.clientX - rect.left) / rect.width)));
  };

  let boardStyle: CSSProperties | undefined;
  if (board && board.count > 0 && scrub !== null && (!loop || !playing)) {
    const tile = Math.floor(scrub * board.count);
    const col = tile % board.columns;
    const row = Math.floor(tile / board.columns);
    boardStyle = {
      backgroundImage: `url("${board.url}")`,
      backgroundSize: `${board.columns * 100}% ${board.rows * 100}%`,
      backgroundPosition: `${board.columns > 1 ? (col / (board.columns - 1)) * 100 : 0}% ${
        board.rows > 1 ? (row / (board.rows - 1)) * 100 : 0
      }%`,
    };
  }

  return (
    <div className="media-card__frame" ref={frameRef}>
      <AppLink
        to={href}
        className="media-card__media"
        tabIndex={-1}
        aria-hidden="true"
        onPointerLeave={() => setScrub(null)}
        onPointerMove={onPointerMove}
      >
        {thumb}
        {loop && (active || playing) && (
          <video
            ref={videoRef}
            className={`media-card__loop${playing ? ' is-playing' : ''}`}
            src={loop}
            muted
            loop
            playsInline
            preload="none"
            onPlaying={() => setPlaying(true)}
            data-testid="hover-loop"
          />
        )}
        {boardStyle && <div className="media-card__storyboard" style={boardStyle} data-testid="storyboard" />}
        {item.durationSeconds != null && (
          <span className="media-card__duration">{formatDuration(item.durationSeconds)}</span>
        )}
      </AppLink>
      {mode === 'manual' && loop && (
        <button
          type="button"
          className="media-card__preview-toggle"
          onClick={toggleManual}
          aria-pressed={manual}
          aria-label={`${manual ? 'Stop' : 'Play'} the preview of ${item.title}`}
          data-testid="preview-toggle"
        >
          <span aria-hidden="true">{manual ? '❚❚' : '▶'}</span>
        </button>
      )}
    </div>
  );
}

/** Only one card plays at a time: starting one pauses the one before. */
let current: HTMLAudioElement | null = null;

function AudioPreview({ item, thumb }: { item: AudioCard; thumb: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failed, setFailed] = useState(false);
  const [armed, setArmed] = useState(false);
  const src = item.previewUrl;

  useEffect(
    () => () => {
      if (current === audioRef.current) current = null;
    },
    [],
  );

  const toggle = () => {
    // The element is made on the first tap, not with the card (see AssetPreview: ~0.7 ms per media element), and
    // synchronously, so play() still runs inside the tap: iOS plays sound only from the gesture itself.
    if (!audioRef.current) flushSync(() => setArmed(true));
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    if (current && current !== audio) current.pause();
    current = audio;
    setFailed(false);
    audio.play().catch(() => setFailed(true));
  };

  return (
    <div className="media-card__media media-card__audio">
      {/* The thumbnail is a picture of the same waveform: behind the drawn one it showed it twice. */}
      {!item.waveformUrl && item.thumbnailUrl && thumb}
      <div className="media-card__audio-row">
        <button
          type="button"
          className="media-card__play"
          onClick={toggle}
          disabled={!src}
          aria-label={`${playing ? 'Pause' : 'Play'} ${item.title}`}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        {item.waveformUrl ? <Waveform url={item.waveformUrl} progress={progress} /> : <div className="waveform" />}
      </div>
      <div className="media-card__audio-facts">
        {item.durationSeconds != null && <span>{formatDuration(item.durationSeconds)}</span>}
        {item.bpm != null && <span>{item.bpm} BPM</span>}
        {item.musicalKey && <span>{item.musicalKey}</span>}
        {failed && <span role="alert">Could not play the preview.</span>}
      </div>
      {src && armed && (
        // biome-ignore lint/a11y/useMediaCaption: a music preview has no speech to caption
        <audio
          ref={audioRef}
          src={src}
          preload="none"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false);
            setProgress(0);
          }}
          onTimeUpdate={(e) => {
            const a = e.currentTarget;
            setProgress(a.duration > 0 ? a.currentTime / a.duration : 0);
          }}
          data-testid="audio-preview"
        />
      )}
    </div>
  );
}
