import { ComingSoon } from '../../components/ComingSoon';

export default function AdminPlatformsPage() {
  return (
    <ComingSoon
      screen="Platforms"
      description="The editing software that assets are tagged with."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
