import { ComingSoon } from '../../components/ComingSoon';

export default function AdminImagesPage() {
  return (
    <ComingSoon
      screen="Images"
      description="Every image, with bulk actions."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
