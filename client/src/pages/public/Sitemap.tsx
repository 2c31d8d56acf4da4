/** /sitemap and /public/sitemap: the public HTML sitemap. */
import { SiteMap } from '../../components/site-pages/SiteMap';

export default function SitemapPage() {
  return <SiteMap area="public" />;
}
