/**
 * A platform's icon: its SVG path data drawn on a 24×24 grid, or, for an icon
 * key (the seeded platforms have keys like `capcut`), a monogram tile of the
 * name. Decorative: the name is always written next to it.
 */
const PATH_DATA = /^[Mm][\d\s.,eE+\-MmLlHhVvCcSsQqTtAaZz]*$/;

function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]).join('') : name.trim().slice(0, 2);
  return letters.slice(0, 2).toUpperCase() || '?';
}

/** A stable hue per key, so each platform keeps its colour. */
function hue(key: string): number {
  let h = 0;
  for (const ch of key) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return h;
}

export function PlatformIcon({ icon, name }: { icon: string; name: string }) {
  if (PATH_DATA.test(icon.trim())) {
    return (
      <svg className="platform-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icon.trim()} fill="currentColor" />
      </svg>
    );
  }
  return (
    <span
      className="platform-icon platform-icon--monogram"
      style={{ backgroundColor: `hsl(${hue(icon || name)} 55% 28%)` }}
      aria-hidden="true"
    >
      {monogram(name)}
    </span>
  );
}
