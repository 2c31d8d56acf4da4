import { ComingSoon } from '../../components/ComingSoon';

export default function AdminDownloadAnalyticsPage() {
  return (
    <ComingSoon
      screen="Download analytics"
      description="Downloads over time, by asset, category and software."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
