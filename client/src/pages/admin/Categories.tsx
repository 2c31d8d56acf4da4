import { KindCategories } from '../../components/admin-taxonomy/KindCategories';
import { TaxonomyPage } from '../../components/admin-taxonomy/TaxonomyPage';

export default function AdminCategoriesPage() {
  return (
    <TaxonomyPage title="Categories" lead="The category trees of assets and images: what members browse by.">
      <KindCategories />
    </TaxonomyPage>
  );
}
