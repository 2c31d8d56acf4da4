import { TipPage } from '../../components/tips/TipPage';

/** /public/capcut-tips/:id — one tip (members-only tips show their opening and a sign-up prompt). */
export default function CapcutTipPage() {
  return <TipPage area="public" />;
}
