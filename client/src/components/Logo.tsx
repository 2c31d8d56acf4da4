import { useId } from 'react';

/** The Framestock mark (a play frame) and word mark. Decorative: links around it carry the name. */
export function Logo({ showName = true, size = 32 }: { showName?: boolean; size?: number }) {
  // React's ids may hold characters a url(#…) reference would need escaped; what is left stays unique.
  const gradient = `logo-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <span className="logo">
      <svg className="logo__mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a78bfa" />
            <stop offset="1" stopColor="#f472b6" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
        <rect x="10" y="14" width="6" height="6" rx="1.5" fill="#0b0c10" opacity=".55" />
        <rect x="10" y="29" width="6" height="6" rx="1.5" fill="#0b0c10" opacity=".55" />
        <rect x="10" y="44" width="6" height="6" rx="1.5" fill="#0b0c10" opacity=".55" />
        <path d="M26 18v28l22-14z" fill="#0b0c10" />
      </svg>
      {showName && <span className="logo__name">Framestock</span>}
    </span>
  );
}
