import { ComingSoon } from '../../components/ComingSoon';

export default function AdminImagePage() {
  return (
    <ComingSoon
      screen="Image"
      description="Edit one image: details, files and status."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
