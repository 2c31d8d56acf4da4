import { CategoryManager } from '../../components/admin-taxonomy/CategoryManager';
import { TaxonomyPage } from '../../components/admin-taxonomy/TaxonomyPage';

export default function AdminAudioCategoriesPage() {
  return (
    <TaxonomyPage title="Audio categories" lead="The category tree of music and sound effects.">
      <CategoryManager kind="AUDIO" />
    </TaxonomyPage>
  );
}
