/**
 * The pictures above the labels of the phone's bottom bar (AppShell
 * `thumbBar`). Text alone in five narrow cells ran together ("Downloads
 * Favourites" read as one label at 390 px); an icon per cell separates them
 * and is what phone users look for there. Decorative: the label names the link.
 */

const PATHS = {
  browse: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM16.2 16.2 20 20',
  downloads: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 16v3.5h14V16',
  favorites: 'M12 19.5s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7a4.2 4.2 0 0 1 7.5 2.5c0 5.4-7.5 10-7.5 10z',
  menu: 'M4 7h16M4 12h16M4 17h16',
} as const;

export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg className="nav-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
