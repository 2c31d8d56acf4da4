import { ComingSoon } from '../../components/ComingSoon';

export default function AssetPage() {
  return (
    <ComingSoon
      screen="Asset"
      description="One asset: its preview, details, the software it works in and how to get it."
    />
  );
}
