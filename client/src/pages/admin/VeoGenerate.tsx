import { ComingSoon } from '../../components/ComingSoon';

export default function AdminVeoGeneratePage() {
  return (
    <ComingSoon
      screen="Video generation"
      description="Generate video clips with Google Veo (when it is configured)."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
