/**
 * The trim scrubber: a strip of the source's frames (from its sprite) with
 * the kept part highlighted, and two sliders — start and end — each showing
 * the frame under it. Sliders, not a hand-made two-thumb track: each is a
 * native range input, so keyboard, screen readers and touch work as-is.
 */
import type { ConverterSourceFieldsFragment } from '../../graphql/generated/graphql';
import { formatTimecode } from './format';

type Frames = NonNullable<ConverterSourceFieldsFragment['frames']>;
const STRIP_TILES = 10;

export function TrimScrubber({
  duration,
  frames,
  start,
  end,
  onChange,
}: {
  duration: number;
  frames: Frames | null;
  start: number;
  end: number;
  onChange: (range: { start: number; end: number }) => void;
}) {
  const step = duration > 600 ? 1 : 0.1;
  const strip = frames
    ? Array.from({ length: Math.min(STRIP_TILES, frames.count) }, (_, i) =>
        Math.floor((i * frames.count) / Math.min(STRIP_TILES, frames.count)),
      )
    : [];
  return (
    <fieldset className="trim">
      <legend>Trim</legend>
      {frames && (
        <div className="trim__strip" aria-hidden="true">
          {strip.map((tile) => (
            <Tile key={tile} frames={frames} tile={tile} />
          ))}
          <span
            className="trim__kept"
            style={{ left: `${(start / duration) * 100}%`, width: `${((end - start) / duration) * 100}%` }}
          />
        </div>
      )}
      <div className="trim__sliders">
        <Slider
          label="Start"
          value={start}
          max={duration}
          step={step}
          frames={frames}
          onChange={(v) => onChange({ start: Math.min(v, end - step), end })}
        />
        <Slider
          label="End"
          value={end}
          max={duration}
          step={step}
          frames={frames}
          onChange={(v) => onChange({ start, end: Math.max(v, start + step) })}
        />
      </div>
      <p className="trim__summary">
        Keeps {formatTimecode(start)} to {formatTimecode(end)} ({(end - start).toFixed(1)} s of {duration.toFixed(1)} s)
      </p>
    </fieldset>
  );
}

function Slider({
  label,
  value,
  max,
  step,
  frames,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  step: number;
  frames: Frames | null;
  onChange: (value: number) => void;
}) {
  const tile = frames?.intervalSeconds ? Math.min(frames.count - 1, Math.round(value / frames.intervalSeconds)) : 0;
  return (
    <label className="trim__slider">
      {frames && <Tile frames={frames} tile={tile} />}
      <span className="trim__label">
        {label} <strong>{formatTimecode(value)}</strong>
      </span>
      <input
        type="range"
        min={0}
        max={max}
        step={step}
        value={value}
        aria-valuetext={`${formatTimecode(value)} of ${formatTimecode(max)}`}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </label>
  );
}

/** One tile of the sprite, scaled to its box by background sizing (percentages keep it exact at any width). */
function Tile({ frames, tile }: { frames: Frames; tile: number }) {
  const col = tile % frames.columns;
  const row = Math.floor(tile / frames.columns);
  return (
    <span
      className="trim__tile"
      style={{
        aspectRatio: `${frames.tileWidth} / ${frames.tileHeight}`,
        backgroundImage: `url("${frames.url}")`,
        backgroundSize: `${frames.columns * 100}% ${frames.rows * 100}%`,
        backgroundPosition: `${frames.columns > 1 ? (col / (frames.columns - 1)) * 100 : 0}% ${frames.rows > 1 ? (row / (frames.rows - 1)) * 100 : 0}%`,
      }}
    />
  );
}
