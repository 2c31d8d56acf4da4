/** The request board's words and item links, shared by the members' and the admin screens. */
import { useQuery } from '@apollo/client/react';
import { type AssetRequestStatus, type MediaKind, RequestFormOptionsDocument } from '../../graphql/generated/graphql';

export const STATUS_LABELS: Record<AssetRequestStatus, string> = {
  OPEN: 'Open',
  PLANNED: 'Planned',
  IN_PROGRESS: 'In progress',
  FULFILLED: 'Fulfilled',
  DECLINED: 'Declined',
  MERGED: 'Merged',
};

export const KIND_LABELS: Record<MediaKind, string> = { ASSET: 'Video asset', IMAGE: 'Image', AUDIO: 'Audio' };

/** The members' page of an item. */
export function itemPath(item: { kind: MediaKind; slug: string }): string {
  const section = item.kind === 'ASSET' ? 'assets' : item.kind === 'IMAGE' ? 'images' : 'audio';
  return `/members/${section}/${encodeURIComponent(item.slug)}`;
}

/** Platform slugs in words ("capcut" → "CapCut"), from the platforms list the form loads anyway. */
export function usePlatformNames(): (slugs: readonly string[]) => string {
  const { data } = useQuery(RequestFormOptionsDocument, { fetchPolicy: 'cache-first' });
  const names = new Map(data?.platforms.map((p) => [p.slug, p.name]));
  return (slugs) => slugs.map((s) => names.get(s) ?? s).join(', ');
}
