/**
 * Streams a CSV of any size: rows are read a page at a time by keyset (the
 * caller's `page` returns rows after a cursor), written with backpressure, so
 * memory stays flat whatever the row count and the first bytes leave as soon
 * as the first page is read. Stops reading when the client goes away.
 *
 * Cells that a spreadsheet would run as a formula (starting with = + - @, tab
 * or carriage return) are prefixed with an apostrophe (OWASP CSV injection).
 */
import type { Response } from 'express';

export interface CsvPage<C> {
  rows: readonly (readonly unknown[])[];
  /** Where the next page starts; null after the last page. */
  next: C | null;
}

export type CsvPager<C> = (after: C | null, limit: number) => Promise<CsvPage<C>>;

/** Rows per statement: large enough to keep statements few, small enough to keep memory flat. */
export const CSV_PAGE_ROWS = 2000;

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export async function streamCsv<C>(
  res: Response,
  filename: string,
  header: readonly string[],
  page: CsvPager<C>,
): Promise<void> {
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.flushHeaders();
  const write = async (chunk: string) => {
    if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
  };
  await write(csvLine(header));
  let after: C | null = null;
  do {
    const { rows, next } = await page(after, CSV_PAGE_ROWS);
    if (closed) return;
    await write(rows.map(csvLine).join(''));
    after = next;
  } while (after !== null && !closed);
  res.end();
}
