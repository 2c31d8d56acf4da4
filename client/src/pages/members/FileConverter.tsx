import { ComingSoon } from '../../components/ComingSoon';

export default function MembersFileConverterPage() {
  return (
    <ComingSoon
      screen="File converter"
      description="Convert media files to the format your editor needs."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}
