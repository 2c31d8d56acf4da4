import { ComingSoon } from '../../components/ComingSoon';

export default function AudioPage() {
  return <ComingSoon screen="Audio" description="Music, loops and sound effects, with waveform previews." />;
}
