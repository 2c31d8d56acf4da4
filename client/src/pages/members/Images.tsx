import { ComingSoon } from '../../components/ComingSoon';

export default function MembersImagesPage() {
  return (
    <ComingSoon
      screen="Images"
      description="Still images and backgrounds to download."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
