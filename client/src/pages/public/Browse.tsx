import { ComingSoon } from '../../components/ComingSoon';

export default function BrowsePage() {
  return (
    <ComingSoon
      screen="Browse"
      description="Browse animations, transitions, effects and overlays by category, software and type."
    />
  );
}
