/** The members area: the app shell with the members sidebar. */
import '../styles/app-shell.css';
import { AppShell, type NavGroup, type NavItem } from '../components/AppShell';
import { VerifyEmailBanner } from '../components/VerifyEmailBanner';
import type { SiteFeature } from '../lib/useSiteSettings';
import { type RouteId, routeTable } from '../routeTable';

const pathOf = (id: RouteId): string => routeTable.find((r) => r.id === id)?.path ?? '/';
const link = (id: RouteId, label: string, feature?: SiteFeature): NavItem => ({ to: pathOf(id), label, feature });

export const MEMBERS_NAV: readonly NavGroup[] = [
  {
    label: 'Library',
    items: [
      link('members-dashboard', 'Dashboard'),
      link('members-browse', 'Browse'),
      link('members-search', 'Search'),
      link('members-images', 'Images'),
      link('members-audio', 'Audio'),
    ],
  },
  {
    label: 'Your things',
    items: [
      link('members-profile-downloads', 'Downloads'),
      link('members-profile-favorites', 'Favourites'),
      link('members-profile-notifications', 'Notifications'),
    ],
  },
  {
    label: 'Tools',
    items: [
      link('members-request-asset', 'Request an asset', 'requestBoard'),
      link('members-file-converter', 'File converter', 'fileConverter'),
    ],
  },
  {
    label: 'Account',
    items: [
      link('members-profile', 'Profile'),
      link('members-settings', 'Settings'),
      link('members-profile-payments', 'Payments'),
      link('members-pricing', 'Pricing'),
      link('members-capcut-tips', 'CapCut tips'),
    ],
  },
];

/** On phones, in a bar along the bottom edge (beside Menu, which opens the rest). */
export const MEMBERS_THUMB_BAR: NavItem[] = [
  { ...link('members-browse', 'Browse'), icon: 'browse' },
  { ...link('members-search', 'Search'), icon: 'search' },
  { ...link('members-profile-downloads', 'Downloads'), icon: 'downloads' },
  { ...link('members-profile-favorites', 'Favourites'), icon: 'favorites' },
];

export default function MembersLayout() {
  return (
    <AppShell
      area="members"
      areaLabel="Members"
      navLabel="Members"
      groups={MEMBERS_NAV}
      banner={<VerifyEmailBanner />}
      thumbBar={MEMBERS_THUMB_BAR}
    />
  );
}
