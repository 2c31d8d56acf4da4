/** /members/audio: the audio catalogue, filtered by URL params (see BrowsePage). */
import { BrowsePage } from '../../components/catalog/BrowsePage';

export default function MembersAudioPage() {
  return <BrowsePage area="members" title="Audio" intro="Music, loops and sound effects." kind="AUDIO" />;
}
