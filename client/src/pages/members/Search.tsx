/** /members/search?query=: search results with filters, typed in the header's search box (see BrowsePage). */
import { BrowsePage } from '../../components/catalog/BrowsePage';

export default function MembersSearchPage() {
  return (
    <BrowsePage
      area="members"
      title="Search"
      intro="Type in the search box above: titles, tags, categories, platforms and descriptions."
      searchPage
    />
  );
}
