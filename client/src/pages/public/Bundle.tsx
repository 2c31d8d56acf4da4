import { BundlePageView } from '../../components/catalog-pages/BundlePages';

/** /public/bundles/:id — one bundle, by slug or id. */
export default function BundlePage() {
  return <BundlePageView />;
}
