import { ComingSoon } from '../../components/ComingSoon';

export default function MembersNotificationsPage() {
  return (
    <ComingSoon
      screen="Notifications"
      description="Updates about your requests, downloads and account."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
