import { ComingSoon } from '../../components/ComingSoon';

export default function PricingPage() {
  return <ComingSoon screen="Pricing" description="The plans, what each includes and how billing works." />;
}
