import { ComingSoon } from '../../components/ComingSoon';

export default function AdminSettingsPage() {
  return (
    <ComingSoon
      screen="Settings"
      description="Site-wide settings."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
