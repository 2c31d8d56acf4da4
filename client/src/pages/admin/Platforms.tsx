import { PlatformManager } from '../../components/admin-taxonomy/PlatformManager';
import { TaxonomyPage } from '../../components/admin-taxonomy/TaxonomyPage';

export default function AdminPlatformsPage() {
  return (
    <TaxonomyPage title="Platforms" lead="The video editors media are made for, in the order members see them.">
      <PlatformManager />
    </TaxonomyPage>
  );
}
