import { ComingSoon } from '../../components/ComingSoon';

export default function AdminNotificationsPage() {
  return (
    <ComingSoon
      screen="Notifications"
      description="Send and review notifications to members."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
