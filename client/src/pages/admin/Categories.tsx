import { ComingSoon } from '../../components/ComingSoon';

export default function AdminCategoriesPage() {
  return (
    <ComingSoon
      screen="Categories"
      description="The category tree of the library."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
