/**
 * One analytics chart: bars drawn in SVG (hidden from assistive technology),
 * the same numbers as a table (a disclosure below it), and a CSV of them.
 */
import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  value: (row: T) => number | string;
}

export function toCsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const cell = (v: number | string) => {
    const text = String(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.map((c) => cell(c.label)), ...rows.map((r) => columns.map((c) => cell(c.value(r))))]
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
  file,
  children,
}: {
  title: string;
  rows: readonly T[];
  /** The table's columns; the first is the label (date, page…). */
  columns: readonly Column<T>[];
  /** Up to two series to draw as bars; none: table only. */
  bars?: readonly ((row: T) => number)[];
  file: string;
  children?: ReactNode;
}) {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <section className="chart-card" aria-labelledby={`chart-${id}`}>
      <div className="chart-card__head">
        <h2 id={`chart-${id}`}>{title}</h2>
        <button type="button" className="button button--ghost" onClick={() => downloadCsv(file, toCsv(rows, columns))}>
          CSV<span className="visually-hidden"> of {title}</span>
        </button>
      </div>
      {children}
      {bars && bars.length > 0 && rows.length > 0 && <Bars rows={rows} bars={bars} />}
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
                  {columns.map((c) => (
                    <th key={c.label} scope="col">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={i}>
                    {columns.map((c) => (
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

function Bars<T>({ rows, bars }: { rows: readonly T[]; bars: readonly ((row: T) => number)[] }) {
  const width = 600;
  const height = 180;
  const max = Math.max(1, ...rows.flatMap((r) => bars.map((b) => b(r))));
  const slot = width / rows.length;
  const barWidth = Math.max(1, (slot * 0.8) / bars.length);
  return (
    <svg className="chart" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
      {rows.map((r, i) =>
        bars.map((b, j) => {
          const h = (b(r) / max) * (height - 4);
          return (
            <rect
              key={`${i}-${j}`}
              className={j === 0 ? 'chart__bar' : 'chart__bar chart__bar--alt'}
              x={i * slot + slot * 0.1 + j * barWidth}
              y={height - h}
              width={barWidth}
              height={h}
            />
          );
        }),
      )}
    </svg>
  );
}
