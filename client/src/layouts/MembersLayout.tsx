/** The members area: the app shell with the members sidebar. */
import '../styles/app-shell.css';
import { useQuery } from '@apollo/client/react';
import { AppShell, type NavGroup } from '../components/AppShell';
import { VerifyEmailBanner } from '../components/VerifyEmailBanner';
import { SiteSettingsDocument } from '../graphql/generated/graphql';
import { type RouteId, routeTable } from '../routeTable';

const pathOf = (id: RouteId): string => routeTable.find((r) => r.id === id)?.path ?? '/';
const link = (id: RouteId, label: string) => ({ to: pathOf(id), label });

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
      link('members-profile-favorites', 'Favorites'),
      link('members-profile-notifications', 'Notifications'),
    ],
  },
  {
    label: 'Tools',
    items: [link('members-request-asset', 'Request an asset'), link('members-file-converter', 'File converter')],
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
export const MEMBERS_THUMB_BAR = [
  link('members-browse', 'Browse'),
  link('members-search', 'Search'),
  link('members-profile-downloads', 'Downloads'),
  link('members-profile-favorites', 'Favorites'),
];

/** Links to features an admin can switch off (site settings): hidden while off. */
const SWITCHED: Record<string, 'fileConverter' | 'requestBoard'> = {
  [pathOf('members-file-converter')]: 'fileConverter',
  [pathOf('members-request-asset')]: 'requestBoard',
};

export default function MembersLayout() {
  const features = useQuery(SiteSettingsDocument).data?.siteSettings.features;
  const groups = features
    ? MEMBERS_NAV.map((g) => ({
        ...g,
        items: g.items.filter((item) => {
          const feature = SWITCHED[item.to];
          return !feature || features[feature];
        }),
      })).filter((g) => g.items.length > 0)
    : MEMBERS_NAV;
  return (
    <AppShell
      area="members"
      areaLabel="Members"
      navLabel="Members"
      groups={groups}
      banner={<VerifyEmailBanner />}
      thumbBar={MEMBERS_THUMB_BAR}
    />
  );
}
