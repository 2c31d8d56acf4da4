/** The kinds the downloads chart stacks, in one order for the chart, its table and the CSV. */
export const KIND_SERIES = [
  { key: 'asset', label: 'Assets', color: '#a78bfa' },
  { key: 'image', label: 'Images', color: '#f472b6' },
  { key: 'audio', label: 'Audio', color: '#2dd4bf' },
  { key: 'bundle', label: 'Bundles', color: '#fbbf24' },
] as const;

export interface SeriesPoint {
  start: string;
  asset: number;
  image: number;
  audio: number;
  bundle: number;
  total: number;
}
