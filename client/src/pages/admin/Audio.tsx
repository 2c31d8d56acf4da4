import { ComingSoon } from '../../components/ComingSoon';

export default function AdminAudioPage() {
  return (
    <ComingSoon
      screen="Audio"
      description="Every audio item, with bulk actions."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
