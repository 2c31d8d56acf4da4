/**
 * A card-sized waveform drawn as SVG from the peaks JSON the server makes for
 * each audio item (`{ data: [min, max, …], duration, sampleRate, samplesPerPixel }`,
 * the audiowaveform format). Cards use this lightweight drawing instead of
 * wavesurfer.js: dozens of cards each fetching and instantiating a player would
 * be heavy, and the card only needs a static picture plus a progress overlay.
 */
import { useEffect, useId, useRef, useState } from 'react';

const BARS = 64;

/** Bars (0–1 heights) from interleaved min/max peaks, reduced to `BARS` columns. */
export function peaksToBars(data: readonly number[], bars = BARS): number[] {
  const pairs = Math.floor(data.length / 2);
  if (pairs === 0) return [];
  let top = 0;
  for (const v of data) top = Math.max(top, Math.abs(v));
  if (top === 0) return new Array(bars).fill(0);
  const out: number[] = [];
  for (let b = 0; b < bars; b++) {
    const from = Math.floor((b * pairs) / bars);
    const to = Math.max(from + 1, Math.floor(((b + 1) * pairs) / bars));
    let peak = 0;
    for (let i = from; i < to && i < pairs; i++) {
      peak = Math.max(peak, Math.abs(data[2 * i] ?? 0), Math.abs(data[2 * i + 1] ?? 0));
    }
    out.push(peak / top);
  }
  return out;
}

// One fetch per URL for the page's lifetime: cards re-render and remount while scrolling.
const cache = new Map<string, Promise<number[]>>();

function loadBars(url: string): Promise<number[]> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`Waveform ${res.status}`);
        return res.json() as Promise<{ data?: number[] }>;
      })
      .then((json) => peaksToBars(Array.isArray(json.data) ? json.data : []));
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** `progress` is 0–1: the played part is drawn in the accent colour. */
export function Waveform({ url, progress = 0 }: { url: string; progress?: number }) {
  // Kept with the URL they were read from, so a new URL shows the placeholder (and is observed) again.
  const [loaded, setLoaded] = useState<{ url: string; bars: number[] } | null>(null);
  const bars = loaded?.url === url ? loaded.bars : null;
  const clipId = useId();
  const placeholder = useRef<HTMLDivElement>(null);

  // Fetched when the card comes near the screen: a page of audio cards (the home page has two
  // rows of eight) should not make a phone download and parse every waveform up front.
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        loadBars(url).then(
          (b) => live && setLoaded({ url, bars: b }),
          () => live && setLoaded({ url, bars: [] }),
        );
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [url]);

  if (!bars || bars.length === 0) {
    return <div ref={placeholder} className="waveform waveform--empty" aria-hidden="true" />;
  }
  const width = bars.length * 3;
  const rects = bars.map((h, i) => {
    const height = Math.max(2, h * 40);
    return <rect key={i} x={i * 3} y={(40 - height) / 2} width={2} height={height} rx={1} />;
  });
  return (
    <svg
      className="waveform"
      viewBox={`0 0 ${width} 40`}
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid="waveform"
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={width * Math.min(1, Math.max(0, progress))} height={40} />
        </clipPath>
      </defs>
      <g className="waveform__bars">{rects}</g>
      <g className="waveform__played" clipPath={`url(#${clipId})`}>
        {rects}
      </g>
    </svg>
  );
}
