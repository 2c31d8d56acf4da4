/** /public/audio: the audio catalogue, filtered by URL params (see BrowsePage). */
import { BrowsePage } from '../../components/catalog/BrowsePage';

export default function PublicAudioPage() {
  return <BrowsePage area="public" title="Audio" intro="Music, loops and sound effects." kind="AUDIO" />;
}
