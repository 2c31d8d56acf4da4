import { ComingSoon } from '../../components/ComingSoon';

export default function MembersAudioItemPage() {
  return (
    <ComingSoon
      screen="Audio"
      description="One track: waveform preview, details and download."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
