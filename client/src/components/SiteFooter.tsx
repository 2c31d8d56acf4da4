import { Link } from 'react-router';
import { Logo } from './Logo';

export const FOOTER_NAV = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/sitemap', label: 'Sitemap' },
  { to: '/logo', label: 'Logo' },
  { to: '/public/about', label: 'About' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Link to="/" className="brand" aria-label="Framestock home">
            <Logo size={28} />
          </Link>
          <p>Premium media assets for video creators.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The browser may already be in the next year the server is not (time zones): no mismatch to repair. */}
        <p className="site-footer__legal" suppressHydrationWarning>
          © {new Date().getFullYear()} Framestock
        </p>
      </div>
    </footer>
  );
}
