/**
 * One analytics chart: bars drawn in SVG with an axis of a few ticks, a
 * legend and a tooltip on hover or tap (all hidden from assistive technology),
 * the same numbers as a table (a disclosure below it), and a CSV of them.
 */
import '../../styles/admin-analytics.css';
import { type PointerEvent, type ReactNode, useState } from 'react';
import { formatCount } from './format';

export interface Column<T> {
  label: string;
  value: (row: T) => number | string;
  /** Shown only in the table, or only in the CSV (e.g. ISO dates beside a label in words). */
  only?: 'table' | 'csv';
}

/** One series drawn as bars. */
export interface BarSeries<T> {
  label: string;
  value: (row: T) => number;
  /** How the tooltip and the axis' top show a value; counts by default. */
  format?: (n: number) => string;
}

/** The x axis of a bar chart. */
export interface ChartAxis<T> {
  /** A short tick under the bars ("3 Nov"); a few are shown, fewer on a phone. */
  tick: (row: T) => string;
  /** The point in full, for the tooltip ("Week of 3 Nov 2025"). */
  label: (row: T) => string;
  /** What the ticks are, under them ("Weeks, by their Monday (UTC)"). */
  caption?: string;
  /** Points drawn paler (a week or month the range cuts), with `partialNote` under the chart. */
  partial?: (row: T) => boolean;
  partialNote?: string;
}

export function toCsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const cell = (v: number | string) => {
    const text = String(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const cols = columns.filter((c) => c.only !== 'table');
  return [cols.map((c) => cell(c.label)), ...rows.map((r) => cols.map((c) => cell(c.value(r))))]
    .map((line) => line.join(','))
    .join('\r\n');
}

function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export function ChartCard<T>({
  title,
  rows,
  columns,
  bars,
  axis,
  file,
  children,
}: {
  title: string;
  rows: readonly T[];
  /** The table's columns; the first is the label (date, page…). */
  columns: readonly Column<T>[];
  /** Up to two series to draw as bars; none: table only. */
  bars?: readonly BarSeries<T>[];
  /** The bars' x axis; without it the bars have no ticks or tooltip. */
  axis?: ChartAxis<T>;
  file: string;
  children?: ReactNode;
}) {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const tableColumns = columns.filter((c) => c.only !== 'csv');
  return (
    <section className="chart-card" aria-labelledby={`chart-${id}`}>
      <div className="chart-card__head">
        <h2 id={`chart-${id}`}>{title}</h2>
        <button type="button" className="button button--ghost" onClick={() => downloadCsv(file, toCsv(rows, columns))}>
          CSV<span className="visually-hidden"> of {title}</span>
        </button>
      </div>
      {children}
      {bars && bars.length > 0 && rows.length > 0 && <Bars rows={rows} bars={bars} axis={axis} />}
      {rows.length === 0 ? (
        <p className="am-muted">Nothing recorded in this range.</p>
      ) : (
        <details open={!bars}>
          <summary>Table</summary>
          {/* Wide tables scroll sideways on phones: focusable so a keyboard can scroll them too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1). */}
          <section className="chart-table-scroll" aria-label={`${title}, table`} tabIndex={0}>
            <table className="chart-table">
              <thead>
                <tr>
                  {tableColumns.map((c) => (
                    <th key={c.label} scope="col">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={i}>
                    {tableColumns.map((c) => (
                      <td key={c.label}>{c.value(r)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </details>
      )}
    </section>
  );
}

const WIDTH = 600;
const HEIGHT = 180;
/** Ticks on a wide card; on a narrow one (CSS container query) every other one is hidden. */
const MAX_TICKS = 6;

/** Where a label centred on `pct` (0–100) may sit without leaving the card. */
function edgeSafe(pct: number): { left: string; transform: string } {
  if (pct < 8) return { left: '0', transform: 'none' };
  if (pct > 92) return { left: '100%', transform: 'translateX(-100%)' };
  return { left: `${pct}%`, transform: 'translateX(-50%)' };
}

function Bars<T>({ rows, bars, axis }: { rows: readonly T[]; bars: readonly BarSeries<T>[]; axis?: ChartAxis<T> }) {
  const [hover, setHover] = useState<number | null>(null);
  const max = Math.max(1, ...rows.flatMap((r) => bars.map((b) => b.value(r))));
  const slot = WIDTH / rows.length;
  const barWidth = Math.max(1, (slot * 0.8) / bars.length);
  const centre = (i: number) => ((i + 0.5) / rows.length) * 100;
  const step = Math.ceil(rows.length / MAX_TICKS);
  const ticks = rows.map((_, i) => i).filter((i) => i % step === 0);
  const fmt = (b: BarSeries<T>) => b.format ?? formatCount;
  const hasPartial = axis?.partial ? rows.some(axis.partial) : false;

  const at = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const i = Math.floor(((e.clientX - box.left) / box.width) * rows.length);
    return Math.min(rows.length - 1, Math.max(0, i));
  };
  const shown = hover === null ? null : rows[hover];

  return (
    <div className="chart-plot" aria-hidden="true">
      <ul className="chart-legend">
        {bars.map((b, j) => (
          <li key={b.label}>
            <span className={j === 0 ? 'chart-legend__swatch' : 'chart-legend__swatch chart-legend__swatch--alt'} />
            {b.label}
          </li>
        ))}
      </ul>
      <div
        className="chart-plot__area"
        onPointerMove={axis ? (e) => setHover(at(e)) : undefined}
        onPointerDown={axis ? (e) => setHover(at(e)) : undefined}
        // A finger lifts off (pointerleave follows): the tooltip stays until the next tap.
        onPointerLeave={axis ? (e) => e.pointerType !== 'touch' && setHover(null) : undefined}
      >
        <span className="chart-plot__max">{fmt(bars[0] as BarSeries<T>)(max)}</span>
        <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
          <line className="chart__grid" x1={0} x2={WIDTH} y1={4} y2={4} />
          {hover !== null && <rect className="chart__hover" x={hover * slot} y={0} width={slot} height={HEIGHT} />}
          {rows.map((r, i) => {
            const partial = axis?.partial?.(r) ?? false;
            return bars.map((b, j) => {
              const h = (b.value(r) / max) * (HEIGHT - 4);
              return (
                <rect
                  key={`${i}-${j}`}
                  className={`chart__bar${j === 0 ? '' : ' chart__bar--alt'}${partial ? ' chart__bar--partial' : ''}`}
                  x={i * slot + slot * 0.1 + j * barWidth}
                  y={HEIGHT - h}
                  width={barWidth}
                  height={h}
                />
              );
            });
          })}
        </svg>
        {shown !== null && shown !== undefined && axis && hover !== null && (
          <div className="chart-tooltip" style={edgeSafe(centre(hover))}>
            <strong>{axis.label(shown)}</strong>
            {bars.map((b) => (
              <span key={b.label}>
                {b.label}: {fmt(b)(b.value(shown))}
              </span>
            ))}
          </div>
        )}
      </div>
      {axis && (
        <>
          <div className="chart-axis">
            {ticks.map((i, k) => (
              <span
                key={i}
                className={
                  k % 2 === 1 && ticks.length > 4 ? 'chart-axis__tick chart-axis__tick--minor' : 'chart-axis__tick'
                }
                style={edgeSafe(centre(i))}
              >
                {axis.tick(rows[i] as T)}
              </span>
            ))}
          </div>
          {(axis.caption || hasPartial) && (
            <p className="chart-axis__caption">
              {axis.caption}
              {axis.caption && hasPartial ? ' · ' : ''}
              {hasPartial ? axis.partialNote : ''}
            </p>
          )}
        </>
      )}
    </div>
  );
}
