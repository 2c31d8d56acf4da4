import { ComingSoon } from '../../components/ComingSoon';

export default function AdminProfilePage() {
  return (
    <ComingSoon
      screen="Profile"
      description="Your administrator profile."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
