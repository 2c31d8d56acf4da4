/** /members/sitemap: the HTML sitemap with the members pages added. */
import { SiteMap } from '../../components/site-pages/SiteMap';

export default function MembersSitemapPage() {
  return <SiteMap area="members" />;
}
