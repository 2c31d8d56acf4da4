import { ComingSoon } from '../../components/ComingSoon';

export default function AboutPage() {
  return <ComingSoon screen="About" description="Who makes Framestock and why." />;
}
