import { PricingPage } from '../../components/billing/PricingPage';

export default PricingPage;
