import { ComingSoon } from '../../components/ComingSoon';

export default function BrandLogoPage() {
  return (
    <ComingSoon
      screen="Logo and brand"
      description="The Framestock logo in its versions, with guidance on how to use it."
    />
  );
}
