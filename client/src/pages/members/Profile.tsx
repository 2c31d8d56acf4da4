import { ComingSoon } from '../../components/ComingSoon';

export default function MembersProfilePage() {
  return (
    <ComingSoon
      screen="Profile"
      description="Your name, photo and account details."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
