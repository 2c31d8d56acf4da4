import { ComingSoon } from '../../components/ComingSoon';

export default function AdminDashboardPage() {
  return <ComingSoon screen="Admin" description="An overview of the library, reviews waiting and recent activity." />;
}
