/** The admin area: the app shell with a sidebar covering every admin screen. */
import '../styles/app-shell.css';
import { AppShell, type NavGroup } from '../components/AppShell';
import { type RouteDef, routeTable } from '../routeTable';

type AdminRoute = Extract<(typeof routeTable)[number], { layout: 'admin' }>;
/** Admin screens reachable without an id (detail pages are reached from their lists). */
type AdminNavId = Exclude<AdminRoute, { path: `${string}:${string}` }>['id'];

type Group = 'Overview' | 'Review' | 'Catalogue' | 'Organise' | 'People and plans' | 'Your account';

/** Where each admin screen sits in the sidebar; TypeScript insists on every one. */
const GROUP_OF: Record<AdminNavId, Group> = {
  admin: 'Overview',
  'admin-analytics': 'Overview',
  'admin-analytics-downloads': 'Overview',
  'admin-approvals': 'Review',
  'admin-assets-approvals': 'Review',
  'admin-requests': 'Review',
  'admin-assets': 'Catalogue',
  'admin-assets-upload': 'Catalogue',
  'admin-images': 'Catalogue',
  'admin-images-upload': 'Catalogue',
  'admin-audio': 'Catalogue',
  'admin-audio-upload': 'Catalogue',
  'admin-bundles': 'Catalogue',
  'admin-bundles-create': 'Catalogue',
  'admin-veo-generate': 'Catalogue',
  'admin-tips': 'Catalogue',
  'admin-categories': 'Organise',
  'admin-audio-categories': 'Organise',
  'admin-tags': 'Organise',
  'admin-platforms': 'Organise',
  'admin-users': 'People and plans',
  'admin-pricing': 'People and plans',
  'admin-notifications': 'People and plans',
  'admin-profile': 'Your account',
  'admin-settings': 'Your account',
};

const LABELS: Partial<Record<AdminNavId, string>> = { admin: 'Dashboard' };
const ORDER: readonly Group[] = ['Overview', 'Review', 'Catalogue', 'Organise', 'People and plans', 'Your account'];

export const ADMIN_NAV: readonly NavGroup[] = [
  ...ORDER.map((group) => ({
    label: group,
    items: Object.entries(GROUP_OF)
      .filter(([, g]) => g === group)
      .map(([id]) => {
        const route = routeTable.find((r) => r.id === id) as RouteDef;
        return { to: route.path, label: LABELS[id as AdminNavId] ?? route.title };
      }),
  })),
  { label: 'Tools', items: [{ to: '/graphql', label: 'GraphiQL', external: true }] },
];

export default function AdminLayout() {
  return <AppShell area="admin" areaLabel="Admin" navLabel="Admin" groups={ADMIN_NAV} />;
}
