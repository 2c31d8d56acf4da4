import { ComingSoon } from '../../components/ComingSoon';

export default function AdminAnalyticsPage() {
  return (
    <ComingSoon
      screen="Analytics"
      description="Page views, sign-ups, sign-ins and purchases over time."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
