import { ComingSoon } from '../../components/ComingSoon';

export default function AdminTagsPage() {
  return (
    <ComingSoon
      screen="Tags"
      description="Create, rename and merge tags."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
