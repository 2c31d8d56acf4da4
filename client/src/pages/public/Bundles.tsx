import { BundlesPageView } from '../../components/catalog-pages/BundlePages';

/** /public/bundles — every published bundle. */
export default function BundlesPage() {
  return <BundlesPageView />;
}
