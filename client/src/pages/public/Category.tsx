import { ComingSoon } from '../../components/ComingSoon';

export default function CategoryPage() {
  return <ComingSoon screen="Category" description="The assets of one category." />;
}
