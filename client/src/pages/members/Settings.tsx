import { ComingSoon } from '../../components/ComingSoon';

export default function MembersSettingsPage() {
  return (
    <ComingSoon
      screen="Settings"
      description="Your preferences: email notifications, password and sessions."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
