/**
 * The home hero's frames filled with real catalogue items: a popular video
 * asset playing its muted loop, two images, a second asset and an audio
 * track, each a link to its page. It reads the home page's own catalogue
 * query (same variables, so Apollo answers both from one request); until
 * that answers, or while the library has too few items, it shows the
 * caller's abstract frames instead.
 */
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HomeCatalogDocument, type MediaCardFieldsFragment } from '../../graphql/generated/graphql';
import { mediaHref } from '../catalog/MediaCard';
import { HOME_CATALOG_VARIABLES } from './HomeCatalog';

type Item = MediaCardFieldsFragment;
type AssetItem = Extract<Item, { hoverLoopUrl: unknown }>;

/** Bar heights of the audio frame's waveform (decorative). */
const WAVE = Array.from({ length: 24 }, (_, i) => ({ id: `bar-${i}`, height: `${20 + ((i * 37) % 70)}%` }));

/** Distinct items with a thumbnail, popular ones first. */
function pick(...lists: readonly { edges: readonly { node: Item }[] }[]): Item[] {
  const seen = new Set<string>();
  const out: Item[] = [];
  for (const list of lists)
    for (const { node } of list.edges)
      if (node.thumbnailUrl && !seen.has(node.id)) {
        seen.add(node.id);
        out.push(node);
      }
  return out;
}

/** Whether the visitor asked for less motion (then the loop shows its poster only). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function Frame({ item, slot, children }: { item: Item; slot: string; children?: ReactNode }) {
  return (
    <li className={`mosaic__frame mosaic__frame--${slot} mosaic__frame--item`}>
      <Link to={mediaHref(item, 'public')} className="mosaic__link">
        {children ?? <img className="mosaic__media" src={item.thumbnailUrl ?? ''} alt="" decoding="async" />}
        <span className="mosaic__caption">{item.title}</span>
      </Link>
    </li>
  );
}

/** The hero frames with catalogue items, or `fallback` while loading or when there are too few to fill them. */
export function HeroShowcase({ fallback }: { fallback: ReactNode }) {
  const { data } = useQuery(HomeCatalogDocument, { variables: HOME_CATALOG_VARIABLES });
  const reduced = useReducedMotion();
  if (!data) return fallback;
  // Overlays play on black or transparency: their stills read as dark boxes here.
  const assets = (pick(data.popularAssets, data.newAssets) as AssetItem[]).filter((a) => a.assetType !== 'OVERLAY');
  const images = pick(data.popularImages, data.newImages);
  const audio = pick(data.popularAudio, data.newAudio);
  const [lead, second] = assets;
  const [wide, tall] = images;
  const [track] = audio;
  if (!lead || !second || !wide || !tall || !track) return fallback;
  return (
    <ul className="mosaic" aria-label="From the library">
      <Frame item={lead} slot="a">
        {lead.hoverLoopUrl && !reduced ? (
          <video
            className="mosaic__media"
            src={lead.hoverLoopUrl}
            poster={lead.thumbnailUrl ?? undefined}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
          />
        ) : undefined}
      </Frame>
      <Frame item={wide} slot="b" />
      <Frame item={track} slot="c">
        <span className="mosaic__wave" aria-hidden="true">
          {WAVE.map((bar) => (
            <span key={bar.id} style={{ height: bar.height }} />
          ))}
        </span>
      </Frame>
      <Frame item={tall} slot="d" />
      <li className="mosaic__frame mosaic__frame--timeline" aria-hidden="true">
        <span className="mosaic__clip mosaic__clip--1" />
        <span className="mosaic__clip mosaic__clip--2" />
        <span className="mosaic__clip mosaic__clip--3" />
        <span className="mosaic__playhead" />
      </li>
      <Frame item={second} slot="e" />
    </ul>
  );
}
