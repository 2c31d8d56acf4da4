/**
 * Demo pictures, as SVG for sharp: the landscapes of scenes.ts as
 * wallpapers, soft mesh gradients, bokeh, layered waves, low-poly
 * backgrounds, and textures made of SVG fractal noise (film grain, paper,
 * marble). Deterministic per variant.
 */
import { randomOf, type SceneName, sceneSvg } from './scenes.js';

export type TextureName = 'grain' | 'paper' | 'marble';
export type ImageRecipe = SceneName | TextureName | 'mesh-gradient' | 'bokeh' | 'waves' | 'low-poly';

/** Named palettes, dark to light; an item's title and description name the same colours. */
export const IMAGE_PALETTES = {
  violetDusk: ['#1e1b4b', '#7c3aed', '#db2777', '#f59e0b'],
  oceanGlass: ['#042f2e', '#0e7490', '#22d3ee', '#a7f3d0'],
  ember: ['#1c0a05', '#9a3412', '#f97316', '#fde68a'],
  aurora: ['#020617', '#0f766e', '#22c55e', '#a78bfa'],
  midnight: ['#020617', '#1e3a8a', '#6366f1', '#c7d2fe'],
  coral: ['#3b0a1e', '#be123c', '#fb7185', '#fed7aa'],
  graphite: ['#0a0a0a', '#3f3f46', '#a1a1aa', '#e4e4e7'],
  paper: ['#292524', '#78716c', '#d6d3d1', '#f5efe0'],
} as const;

export type PaletteName = keyof typeof IMAGE_PALETTES;

const f = (n: number) => n.toFixed(1);

/** Between two `#rrggbb` colours. */
function mixHex(a: string, b: string, t: number): string {
  const channel = (hex: string, k: number) => Number.parseInt(hex.slice(1 + 2 * k, 3 + 2 * k), 16);
  const out = [0, 1, 2].map((k) => Math.round(channel(a, k) + (channel(b, k) - channel(a, k)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function imageSvg(recipe: ImageRecipe, variant: number, palette: PaletteName, w: number, h: number): string {
  if (recipe in SCENES) return sceneSvg(recipe as SceneName, variant, w, h);
  const colours = IMAGE_PALETTES[palette] as readonly string[];
  const rnd = randomOf(variant + 101);
  const body = BUILDERS[recipe as Exclude<ImageRecipe, SceneName>](colours, rnd, w, h);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

const SCENES: Record<SceneName, true> = {
  peaks: true,
  city: true,
  ocean: true,
  dunes: true,
  forest: true,
  synthwave: true,
};

type Builder = (colours: readonly string[], rnd: () => number, w: number, h: number) => string;

const BUILDERS: Record<Exclude<ImageRecipe, SceneName>, Builder> = {
  'mesh-gradient'(c, rnd, w, h) {
    const blur = Math.round(Math.min(w, h) / 7);
    let out = `<defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs><rect width="${w}" height="${h}" fill="${c[0]}"/><g filter="url(#b)">`;
    for (let i = 0; i < 6; i++) {
      const r = (0.16 + rnd() * 0.2) * Math.max(w, h);
      out += `<ellipse cx="${f(rnd() * w)}" cy="${f(rnd() * h)}" rx="${f(r)}" ry="${f(r * (0.5 + rnd() * 0.5))}" fill="${c[1 + (i % 3)]}" fill-opacity="${f(0.45 + rnd() * 0.4)}"/>`;
    }
    return `${out}</g>`;
  },
  bokeh(c, rnd, w, h) {
    let out = `<defs><radialGradient id="bg" cx="0.5" cy="0.6" r="0.8"><stop offset="0" stop-color="${c[1]}"/><stop offset="1" stop-color="${c[0]}"/></radialGradient><filter id="soft"><feGaussianBlur stdDeviation="${f(Math.min(w, h) / 300)}"/></filter></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><g filter="url(#soft)">`;
    for (let i = 0; i < 46; i++) {
      const r = (0.015 + rnd() ** 2 * 0.07) * Math.max(w, h);
      const colour = c[2 + (i % 2)];
      out += `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * h)}" r="${f(r)}" fill="${colour}" fill-opacity="${f(0.12 + rnd() * 0.3)}" stroke="${colour}" stroke-opacity="${f(0.3 + rnd() * 0.3)}" stroke-width="${f(r * 0.06)}"/>`;
    }
    return `${out}</g>`;
  },
  waves(c, rnd, w, h) {
    let out = `<rect width="${w}" height="${h}" fill="${c[0]}"/>`;
    const layers = 6;
    for (let i = 0; i < layers; i++) {
      const base = h * (0.3 + (i / layers) * 0.75);
      const amp = h * (0.04 + rnd() * 0.05);
      const freq = 1 + rnd() * 1.5;
      const phase = rnd() * Math.PI * 2;
      let d = `M0 ${f(h)}`;
      for (let k = 0; k <= 48; k++) {
        const x = (k / 48) * w;
        d += ` L${f(x)} ${f(base + amp * Math.sin((x / w) * Math.PI * 2 * freq + phase))}`;
      }
      const colour = c[Math.min(c.length - 1, 1 + Math.floor((i / layers) * (c.length - 1)))];
      out += `<path d="${d} L${w} ${h} Z" fill="${colour}" fill-opacity="${f(0.55 + (i / layers) * 0.45)}"/>`;
    }
    return out;
  },
  'low-poly'(c, rnd, w, h) {
    const cols = 14;
    const rows = Math.max(6, Math.round((cols * h) / w));
    const pts: [number, number][][] = [];
    for (let j = 0; j <= rows; j++) {
      const row: [number, number][] = [];
      for (let i = 0; i <= cols; i++) {
        const jitter = (v: number, edge: boolean) => (edge ? 0 : (rnd() - 0.5) * v * 0.8);
        row.push([
          (i / cols) * w + jitter(w / cols, i === 0 || i === cols),
          (j / rows) * h + jitter(h / rows, j === 0 || j === rows),
        ]);
      }
      pts.push(row);
    }
    const shade = (x: number, y: number) => {
      // Diagonal gradient through the palette, plus a little facet noise.
      const t = Math.min(1, Math.max(0, (x / w) * 0.6 + (y / h) * 0.4 + (rnd() - 0.5) * 0.08));
      const pos = t * (c.length - 1);
      const i = Math.min(c.length - 2, Math.floor(pos));
      return mixHex(c[i] as string, c[i + 1] as string, pos - i);
    };
    let out = '';
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        const a = pts[j]?.[i] as [number, number];
        const b = pts[j]?.[i + 1] as [number, number];
        const d = pts[j + 1]?.[i] as [number, number];
        const e = pts[j + 1]?.[i + 1] as [number, number];
        for (const tri of [
          [a, b, e],
          [a, e, d],
        ] as [number, number][][]) {
          const [p0, p1, p2] = tri as [[number, number], [number, number], [number, number]];
          const cx = (p0[0] + p1[0] + p2[0]) / 3;
          const cy = (p0[1] + p1[1] + p2[1]) / 3;
          const colour = shade(cx, cy);
          out += `<polygon points="${tri.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${colour}" stroke="${colour}" stroke-width="1"/>`;
        }
      }
    }
    return out;
  },
  grain(c, rnd, w, h) {
    return `<defs><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${Math.floor(rnd() * 999)}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.55"/></feComponentTransfer></filter><radialGradient id="v" cx="0.5" cy="0.5" r="0.75"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs><rect width="${w}" height="${h}" fill="${c[1]}"/><rect width="${w}" height="${h}" filter="url(#n)"/><rect width="${w}" height="${h}" fill="url(#v)"/>`;
  },
  paper(c, rnd, w, h) {
    return `<defs><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.04 0.7" numOctaves="4" seed="${Math.floor(rnd() * 999)}"/><feColorMatrix type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.38  0 0 0 0 0.28  0 0 0 0.22 0"/></filter><filter id="m"><feTurbulence type="fractalNoise" baseFrequency="0.006" numOctaves="3" seed="${Math.floor(rnd() * 999)}"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.42  0 0 0 0 0.3  0 0 0 0.16 0"/></filter></defs><rect width="${w}" height="${h}" fill="${c[3]}"/><rect width="${w}" height="${h}" filter="url(#m)"/><rect width="${w}" height="${h}" filter="url(#n)"/>`;
  },
  marble(c, rnd, w, h) {
    // Veins: the noise's level mapped through a table that is opaque only in a few narrow bands.
    const veins = (id: string, freq: string, colour: string, table: string) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="4" seed="${Math.floor(rnd() * 999)}"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  1 0 0 0 0"/><feComponentTransfer result="a"><feFuncA type="table" tableValues="${table}"/></feComponentTransfer><feFlood flood-color="${colour}" result="c"/><feComposite in="c" in2="a" operator="in"/></filter>`;
    return `<defs>${veins('v1', '0.0035 0.009', '#8b8f96', '0 0 0 0 0.05 0.7 0.05 0 0 0 0')}${veins('v2', '0.009 0.02', '#a8acb3', '0 0 0 0.04 0.35 0.04 0 0 0.3 0.03 0')}<filter id="n" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.003" numOctaves="2" seed="${Math.floor(rnd() * 999)}"/><feColorMatrix type="matrix" values="0 0 0 0 0.6  0 0 0 0 0.58  0 0 0 0 0.55  0 0 0 0.25 0"/></filter></defs><rect width="${w}" height="${h}" fill="${c[3]}"/><rect width="${w}" height="${h}" filter="url(#n)"/><rect width="${w}" height="${h}" fill="#000" filter="url(#v2)"/><rect width="${w}" height="${h}" fill="#000" filter="url(#v1)"/>`;
  },
};
