import { ComingSoon } from '../../components/ComingSoon';

export default function MembersSitemapPage() {
  return (
    <ComingSoon
      screen="Sitemap"
      description="Every page of the members area on one page."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
