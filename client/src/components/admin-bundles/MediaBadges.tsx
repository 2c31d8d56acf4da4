/** A media item's thumbnail and its kind and status badges, as shown in the bundle picker and item list. */
import type { MediaKind, MediaStatus } from '../../graphql/generated/graphql';
import { KIND_LABELS, STATUS_LABELS } from './format';

/** Decorative: the title always sits beside it. A placeholder until processing made a thumbnail. */
export function Thumb({
  url,
  kind,
  size = 'small',
}: {
  url: string | null;
  kind?: MediaKind;
  size?: 'small' | 'table';
}) {
  const className = `bundle-thumb bundle-thumb--${size}`;
  if (url) return <img className={className} src={url} alt="" loading="lazy" />;
  return (
    <span className={`${className} bundle-thumb--empty`} aria-hidden="true">
      {kind ? KIND_LABELS[kind][0] : '—'}
    </span>
  );
}

export function KindBadge({ kind }: { kind: MediaKind }) {
  return <span className="bundle-badge bundle-badge--kind">{KIND_LABELS[kind]}</span>;
}

export function StatusBadge({ status }: { status: MediaStatus }) {
  return <span className={`bundle-badge bundle-badge--${status.toLowerCase()}`}>{STATUS_LABELS[status]}</span>;
}
