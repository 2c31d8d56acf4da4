import { CategoryPageView } from '../../components/catalog-pages/CategoryPageView';

/** /public/categories/:id — one category, by slug or id. */
export default function CategoryPage() {
  return <CategoryPageView />;
}
