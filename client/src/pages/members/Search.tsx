import { ComingSoon } from '../../components/ComingSoon';

export default function MembersSearchPage() {
  return (
    <ComingSoon
      screen="Search"
      description="Search the library by keyword, software, type and more."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
