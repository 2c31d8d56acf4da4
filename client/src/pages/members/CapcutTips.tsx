import { TipsListPage } from '../../components/tips/TipsListPage';

/** /members/capcut-tips — every published CapCut tip, in the members area. */
export default function MembersCapcutTipsPage() {
  return <TipsListPage area="members" />;
}
