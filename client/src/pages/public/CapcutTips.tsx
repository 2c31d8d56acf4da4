import { TipsListPage } from '../../components/tips/TipsListPage';

/** /public/capcut-tips — every published CapCut tip. */
export default function CapcutTipsPage() {
  return <TipsListPage area="public" />;
}
