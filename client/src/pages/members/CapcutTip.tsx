import { TipPage } from '../../components/tips/TipPage';

/** /members/capcut-tips/:id — one tip, in full. */
export default function MembersCapcutTipPage() {
  return <TipPage area="members" />;
}
