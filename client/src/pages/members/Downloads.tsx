import { ComingSoon } from '../../components/ComingSoon';

export default function MembersDownloadsPage() {
  return (
    <ComingSoon
      screen="Downloads"
      description="Everything you have downloaded, with its licence."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
