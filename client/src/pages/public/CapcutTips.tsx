import { ComingSoon } from '../../components/ComingSoon';

export default function CapcutTipsPage() {
  return (
    <ComingSoon
      screen="CapCut tips"
      description="Video-editing tips for CapCut: techniques, shortcuts and how to use our assets in it."
    />
  );
}
