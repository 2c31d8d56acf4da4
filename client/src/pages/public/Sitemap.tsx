import { ComingSoon } from '../../components/ComingSoon';

export default function SitemapPage() {
  return <ComingSoon screen="Sitemap" description="Every page of Framestock on one page." />;
}
