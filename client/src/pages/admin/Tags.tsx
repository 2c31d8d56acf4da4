import { TagManager } from '../../components/admin-taxonomy/TagManager';
import { TaxonomyPage } from '../../components/admin-taxonomy/TaxonomyPage';

export default function AdminTagsPage() {
  return (
    <TaxonomyPage title="Tags" lead="Free-form labels shared by media of every kind.">
      <TagManager />
    </TaxonomyPage>
  );
}
