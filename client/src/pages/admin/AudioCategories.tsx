import { ComingSoon } from '../../components/ComingSoon';

export default function AdminAudioCategoriesPage() {
  return (
    <ComingSoon
      screen="Audio categories"
      description="The categories of the audio library."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
