import { ComingSoon } from '../../components/ComingSoon';

export default function MembersFavoritesPage() {
  return (
    <ComingSoon
      screen="Favorites"
      description="The assets you saved for later."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
