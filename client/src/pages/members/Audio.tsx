import { ComingSoon } from '../../components/ComingSoon';

export default function MembersAudioPage() {
  return (
    <ComingSoon
      screen="Audio"
      description="Music, loops and sound effects to download."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
