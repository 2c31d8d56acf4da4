import { ComingSoon } from '../../components/ComingSoon';

export default function MembersDashboardPage() {
  return (
    <ComingSoon
      screen="Dashboard"
      description="Your recent downloads, favourites, requests and what is new in the library."
    />
  );
}
