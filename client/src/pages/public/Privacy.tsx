import { ComingSoon } from '../../components/ComingSoon';

export default function PrivacyPage() {
  return (
    <ComingSoon
      screen="Privacy Policy"
      description="What Framestock collects about you, why, and what you can ask us to do with it."
    />
  );
}
