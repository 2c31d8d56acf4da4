/**
 * One published item: /public/assets/:id for every kind (the public page,
 * and the canonical URL), and the members pages /members/assets/:id,
 * /members/images/:id, /members/audio/:id for their own kind. `:id` is a
 * slug or a UUID; an unknown, unpublished or other-kind item shows 'Page Not
 * Found' (the server already answered 404 for the first load).
 *
 * Without Apollo Client (lib/useFetchQuery.ts): an item page is where search
 * engines and shared links bring visitors, often on a phone. A member's
 * controls (download, favourite, billing) load with Apollo in ./MemberAccess.
 */
import '../../styles/catalog-pages.css';
import { useParams } from 'react-router';
import { MediaDetailDocument, type MediaKind } from '../../graphql/generated/graphql';
import { useFetchQuery } from '../../lib/useFetchQuery';
import { NotFoundPage } from '../ErrorPages';
import { PageLoading } from '../PageLoading';
import { AccessPanel } from './AccessPanel';
import { AudioPlayer } from './AudioPlayer';
import { CategoryBreadcrumb } from './CategoryBreadcrumb';
import { FactList, PlatformList, TagList } from './DetailLists';
import { factsOf } from './facts';
import { ImageViewer } from './ImageViewer';
import { LoadError } from './LoadError';
import { RelatedMedia } from './RelatedMedia';
import { mediaLookup } from './routing';
import type { AudioDetail, ImageDetail, MediaDetail } from './types';
import { usePageTitle } from './usePageTitle';

const KIND_EYEBROW: Record<MediaKind, string> = { ASSET: 'Video asset', IMAGE: 'Image', AUDIO: 'Audio' };

/** `kind`: the one kind this page shows; without it (the public page) any kind. */
export function MediaDetailPage({ kind }: { kind?: MediaKind }) {
  const { id = '' } = useParams();
  const { data, error, refetch } = useFetchQuery(MediaDetailDocument, { variables: mediaLookup(id, kind) });
  const item = data?.mediaItem;
  const missing = data !== undefined && (!item || (kind !== undefined && item.kind !== kind));
  usePageTitle(missing ? 'Page Not Found' : (item?.title ?? null));

  if (!data) {
    return (
      <div className="container cp-page">{error ? <LoadError error={error} onRetry={refetch} /> : <PageLoading />}</div>
    );
  }
  if (missing || !item) return <NotFoundPage />;
  return <MediaDetailView item={item} area={kind ? 'members' : 'public'} />;
}

function MediaDetailView({ item, area }: { item: MediaDetail; area: 'public' | 'members' }) {
  return (
    <article className="container cp-page cp-detail" aria-labelledby="detail-title">
      <CategoryBreadcrumb category={item.category} current={item.title} area={area} />
      <header className="cp-detail__head">
        <p className="eyebrow">{KIND_EYEBROW[item.kind]}</p>
        <h1 id="detail-title" className="cp-page__title">
          {item.title}
        </h1>
      </header>
      <div className="cp-detail__layout">
        <div className="cp-detail__main">
          <Preview item={item} />
          {item.description && <p className="cp-detail__description">{item.description}</p>}
        </div>
        <div className="cp-detail__side">
          <AccessPanel mediaId={item.id} title={item.title} access={item.access} priceCents={item.priceCents} />
          <FactList facts={factsOf(item)} />
          <PlatformList platforms={item.platforms} />
          <TagList tags={item.tags} />
        </div>
      </div>
      <RelatedMedia id={item.id} />
    </article>
  );
}

function Preview({ item }: { item: MediaDetail }) {
  if (item.kind === 'AUDIO') {
    const audio = item as AudioDetail;
    return audio.previewUrl ? (
      <AudioPlayer
        title={audio.title}
        previewUrl={audio.previewUrl}
        waveformUrl={audio.waveformUrl}
        durationSeconds={audio.durationSeconds}
      />
    ) : (
      <NoPreview />
    );
  }
  if (item.kind === 'IMAGE') {
    const image = item as ImageDetail;
    const src = image.previewUrl ?? image.thumbnailUrl;
    return src ? (
      <ImageViewer title={image.title} src={src} width={image.width} height={image.height} />
    ) : (
      <NoPreview />
    );
  }
  if (!item.previewUrl) return <NoPreview />;
  return (
    <div className="cp-preview cp-preview--video">
      {/* biome-ignore lint/a11y/useMediaCaption: previews of motion graphics have no speech to caption */}
      <video
        controls
        playsInline
        preload="metadata"
        poster={posterOf(item)}
        src={item.previewUrl}
        aria-label={`Preview of ${item.title}`}
        data-testid="asset-player"
      />
    </div>
  );
}

/**
 * The widest thumbnail, else the thumbnail. The server names this same picture in the page's HTML
 * (server/modules/catalog/seo/pages.ts) so a phone has it before the script asks for the item: it
 * is the page's largest paint. Phones need the widest anyway (Lighthouse's: 412 px × 1.75 = 721 px).
 */
function posterOf(item: MediaDetail): string | undefined {
  return item.thumbnails.at(-1)?.url ?? item.thumbnailUrl ?? undefined;
}

function NoPreview() {
  return (
    <div className="cp-preview cp-preview--none">
      <p>No preview is available for this item yet.</p>
    </div>
  );
}
