/**
 * The waveform of an audio preview, drawn from the peaks file processing
 * writes (`{ sampleRate, samplesPerPixel, length, data }`; `data` holds a
 * min/max pair per pixel, or one peak per pixel). Decorative: the player
 * beside it is the control; a missing or unreadable file just draws nothing.
 */
import { useEffect, useState } from 'react';

const BARS = 160;

/** Up to `BARS` heights between 0 and 1 from the peaks file; null when it cannot be read. */
export function barsOf(json: unknown): number[] | null {
  if (typeof json !== 'object' || json === null) return null;
  const { data, length } = json as { data?: unknown; length?: unknown };
  if (!Array.isArray(data) || data.length === 0 || !data.every((v) => typeof v === 'number')) return null;
  const values = data as number[];
  const pairs = typeof length === 'number' && values.length === length * 2;
  const peaks = pairs
    ? Array.from({ length: values.length / 2 }, (_, i) =>
        Math.max(Math.abs(values[2 * i] ?? 0), Math.abs(values[2 * i + 1] ?? 0)),
      )
    : values.map(Math.abs);
  // Each bar is the loudest of its share of the peaks.
  const count = Math.min(BARS, peaks.length);
  const bars = Array.from({ length: count }, (_, i) => {
    const start = Math.floor((i * peaks.length) / count);
    const end = Math.max(start + 1, Math.floor(((i + 1) * peaks.length) / count));
    return Math.max(...peaks.slice(start, end));
  });
  const loudest = Math.max(...bars);
  return loudest > 0 ? bars.map((b) => b / loudest) : bars;
}

export function Waveform({ url }: { url: string }) {
  const [bars, setBars] = useState<number[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setBars(null);
    fetch(url, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((json) => setBars(barsOf(json)))
      .catch(() => {
        // No waveform then: the player still plays.
      });
    return () => controller.abort();
  }, [url]);

  if (!bars || bars.length === 0) return null;
  const width = bars.length * 3;
  return (
    <svg className="review-waveform" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" aria-hidden="true">
      {bars.map((b, i) => {
        const h = Math.max(2, b * 96);
        return <rect key={i} x={i * 3} y={(100 - h) / 2} width={2} height={h} rx={1} />;
      })}
    </svg>
  );
}
