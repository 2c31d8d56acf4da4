import { MediaDetailPage } from '../../components/catalog-pages/MediaDetailPage';

/** /members/audio/:id — one track, with its waveform player. */
export default function MembersAudioItemPage() {
  return <MediaDetailPage kind="AUDIO" />;
}
