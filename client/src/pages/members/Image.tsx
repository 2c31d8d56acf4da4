import { ComingSoon } from '../../components/ComingSoon';

export default function MembersImagePage() {
  return (
    <ComingSoon
      screen="Image"
      description="One image: preview, sizes and download."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
