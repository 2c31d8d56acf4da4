/**
 * Illustrated landscapes for the demo catalogue, as SVG (rendered with
 * sharp): mountain peaks at sunset, a city skyline at night, an ocean
 * horizon, desert dunes, a misty pine forest and a synthwave sunset. They
 * are the wallpapers among the images, and the "shots" the transitions and
 * effects play on, so a crossfade visibly fades one landscape into another.
 * Deterministic per variant: a re-run draws the same picture.
 */

export type SceneName = 'peaks' | 'city' | 'ocean' | 'dunes' | 'forest' | 'synthwave';

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32). */
export function randomOf(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Colours of one scene: sky top → horizon, sun, then the layers from far to near. */
interface Palette {
  sky: [string, string, string];
  sun: string;
  layers: string[];
}

const PALETTES: Record<SceneName, Palette[]> = {
  peaks: [
    { sky: ['#2b1055', '#d53369', '#fbb040'], sun: '#ffe29a', layers: ['#a34b7a', '#6e2d6b', '#45195a', '#230b3a'] },
    { sky: ['#0f2027', '#2c5364', '#f6d365'], sun: '#fff3b0', layers: ['#3e6b7a', '#2a4d5c', '#17323f', '#0a1a24'] },
  ],
  city: [
    { sky: ['#0b0f2e', '#2d1b5e', '#7b2f8e'], sun: '#f4f1de', layers: ['#231a44', '#150f2e', '#08061a'] },
    { sky: ['#020617', '#0f2a4a', '#1e6091'], sun: '#e0f2fe', layers: ['#10243f', '#0a1a30', '#040b18'] },
  ],
  ocean: [
    { sky: ['#1d4e89', '#f49d6e', '#ffd166'], sun: '#fff1c1', layers: ['#2a6f97', '#1b4965', '#0b2545'] },
    { sky: ['#03045e', '#0077b6', '#90e0ef'], sun: '#ffffff', layers: ['#0096c7', '#023e8a', '#03045e'] },
  ],
  dunes: [
    { sky: ['#f8b195', '#f67280', '#ffd3a5'], sun: '#fff4d6', layers: ['#e8a87c', '#d9825b', '#b85c38', '#8c3b24'] },
    { sky: ['#355c7d', '#c06c84', '#f8b195'], sun: '#fde2c8', layers: ['#c7876e', '#a8604a', '#7d3f33', '#4f2427'] },
  ],
  forest: [
    { sky: ['#d8e2dc', '#a3b18a', '#e9edc9'], sun: '#fefae0', layers: ['#8a9a7b', '#5f7161', '#3a5a40', '#1f3324'] },
    { sky: ['#1b263b', '#415a77', '#a9b4c2'], sun: '#e0e1dd', layers: ['#5c6f84', '#3d5068', '#24344a', '#0d1b2a'] },
  ],
  synthwave: [
    { sky: ['#12002f', '#6a0572', '#ff6f91'], sun: '#ffd000', layers: ['#2c0140', '#17002b'] },
    { sky: ['#000428', '#3a0ca3', '#f72585'], sun: '#ffbe0b', layers: ['#240046', '#10002b'] },
  ],
};

/** The palette a variant of a scene uses (its colours also name the item: see catalogue.ts). */
export function scenePalette(scene: SceneName, variant: number): Palette {
  const list = PALETTES[scene];
  return list[variant % list.length] as Palette;
}

/** The whole scene as an SVG document of `w` x `h`. */
export function sceneSvg(scene: SceneName, variant: number, w: number, h: number): string {
  const p = scenePalette(scene, variant);
  const rnd = randomOf(variant * 31 + scene.length);
  const horizon = scene === 'ocean' || scene === 'synthwave' ? h * 0.6 : h * 0.62;
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.62" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.75"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  const body = BODIES[scene]({ w, h, horizon, p, rnd });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky}${body}</svg>`;
}

interface Frame {
  w: number;
  h: number;
  horizon: number;
  p: Palette;
  rnd: () => number;
}

const f = (n: number) => n.toFixed(1);

function sun(x: number, y: number, r: number, colour: string): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 3.2)}" fill="url(#glow)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${colour}"/>`;
}

/** A jagged ridge from left to right around `base`, closed down to the bottom edge. */
function ridge(
  { w, h, rnd }: Pick<Frame, 'w' | 'h' | 'rnd'>,
  base: number,
  amplitude: number,
  steps: number,
  fill: string,
): string {
  const points: string[] = [`0,${h}`];
  let y = base;
  for (let i = 0; i <= steps * 2; i++) {
    const x = (i / (steps * 2)) * w + (rnd() - 0.5) * (w / steps) * 0.3;
    // Alternating peaks and saddles.
    y = i % 2 ? base - amplitude * (0.55 + rnd() * 0.45) : base - amplitude * rnd() * 0.35;
    points.push(`${f(x)},${f(y)}`);
  }
  points.push(`${w},${h}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** A smooth hill line (dunes, far hills) through `n` crests. */
function hills(
  { w, h, rnd }: Pick<Frame, 'w' | 'h' | 'rnd'>,
  base: number,
  amplitude: number,
  n: number,
  fill: string,
) {
  let d = `M0 ${f(h)} L0 ${f(base)}`;
  const seg = w / n;
  for (let i = 0; i < n; i++) {
    const x0 = i * seg;
    const peak = base - amplitude * (0.5 + rnd() * 0.5);
    d += ` C${f(x0 + seg * 0.3)} ${f(peak)} ${f(x0 + seg * 0.6)} ${f(peak)} ${f(x0 + seg)} ${f(base + (rnd() - 0.5) * amplitude * 0.4)}`;
  }
  return `<path d="${d} L${f(w)} ${f(h)} Z" fill="${fill}"/>`;
}

const BODIES: Record<SceneName, (fr: Frame) => string> = {
  peaks(fr) {
    const { w, h, horizon, p } = fr;
    let out = sun(w * (0.3 + fr.rnd() * 0.4), horizon * 0.55, h * 0.07, p.sun);
    p.layers.forEach((fill, i) => {
      // Far ranges high, few and tall; near ones lower and busier.
      out += ridge(fr, horizon * 0.8 + i * h * 0.11, h * (0.3 - i * 0.05), 5 + i * 3, fill);
    });
    return out;
  },
  city(fr) {
    const { w, h, horizon, p, rnd } = fr;
    const k = Math.max(1, w / 1280);
    let out = '';
    for (let i = 0; i < 90; i++) {
      out += `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * horizon * 0.8)}" r="${f(0.6 + rnd() * 1.4)}" fill="#fff" fill-opacity="${f(0.3 + rnd() * 0.7)}"/>`;
    }
    out += sun(w * 0.78, h * 0.2, h * 0.05, p.sun);
    p.layers.forEach((fill, layer) => {
      const base = horizon + layer * h * 0.09;
      let x = -rnd() * 40;
      while (x < w) {
        const bw = w * (0.035 + rnd() * 0.05);
        const bh = h * (0.12 + rnd() * (0.32 - layer * 0.06));
        out += `<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh + h)}" fill="${fill}"/>`;
        // Lit windows on the nearer rows, sized to the picture (a 4K wallpaper gets bigger windows, not 9× as many).
        if (layer > 0) {
          for (let wy = base - bh + 8 * k; wy < base + h * 0.3; wy += 12 * k) {
            for (let wx = x + 5 * k; wx < x + bw - 8 * k; wx += 10 * k) {
              if (rnd() < 0.28) {
                out += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(4 * k)}" height="${f(6 * k)}" fill="${rnd() < 0.8 ? '#ffd98e' : '#9be7ff'}" fill-opacity="${f(0.5 + rnd() * 0.5)}"/>`;
              }
            }
          }
        }
        x += bw + rnd() * 6;
      }
    });
    return out;
  },
  ocean(fr) {
    const { w, h, horizon, p, rnd } = fr;
    let out = sun(w * 0.5, horizon - h * 0.06, h * 0.08, p.sun);
    out += `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.layers[0]}"/><stop offset="0.4" stop-color="${p.layers[1]}"/><stop offset="1" stop-color="${p.layers[2]}"/></linearGradient></defs>`;
    out += `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#sea)"/>`;
    // The sun's glitter on the water: short bright strokes, wider and sparser towards the viewer.
    for (let i = 0; i < 140; i++) {
      const depth = (i / 140) ** 1.5;
      const y = horizon + 2 + depth * (h - horizon);
      const spread = w * (0.03 + depth * 0.16);
      const len = 8 + depth * 90;
      out += `<rect x="${f(w / 2 + (rnd() - 0.5) * spread * 2 - len / 2)}" y="${f(y)}" width="${f(len)}" height="${f(1.5 + depth * 4)}" rx="2" fill="${p.sun}" fill-opacity="${f(0.35 + rnd() * 0.5)}"/>`;
    }
    // Far islands on the horizon.
    out += `<path d="M${f(w * 0.06)} ${f(horizon)} Q${f(w * 0.14)} ${f(horizon - h * 0.05)} ${f(w * 0.24)} ${f(horizon)} Z" fill="${p.layers[2]}"/>`;
    out += `<path d="M${f(w * 0.7)} ${f(horizon)} Q${f(w * 0.8)} ${f(horizon - h * 0.035)} ${f(w * 0.94)} ${f(horizon)} Z" fill="${p.layers[2]}"/>`;
    return out;
  },
  dunes(fr) {
    const { w, h, horizon, p } = fr;
    let out = sun(w * 0.68, horizon * 0.7, h * 0.09, p.sun);
    p.layers.forEach((fill, i) => {
      out += hills(fr, horizon + i * h * 0.1, h * (0.12 + i * 0.03), 2 + (i % 2), fill);
    });
    return out;
  },
  forest(fr) {
    const { w, h, horizon, p, rnd } = fr;
    let out = sun(w * 0.25, horizon * 0.55, h * 0.06, p.sun);
    p.layers.forEach((fill, layer) => {
      const base = horizon + layer * h * 0.08;
      // Mist in front of the rows behind.
      if (layer > 0) out += `<rect width="${w}" height="${h}" fill="${p.sky[2]}" fill-opacity="0.12"/>`;
      out += `<rect y="${f(base)}" width="${w}" height="${f(h - base)}" fill="${fill}"/>`;
      // Sized by the short side, so portrait wallpapers get trees, not a wall.
      const scale = (1 + layer * 0.6) * (Math.min(w, h) / 720);
      for (let x = -30; x < w + 30; x += (18 + rnd() * 40) * scale) {
        const th = 720 * (0.1 + rnd() * 0.09) * scale;
        const tw = th * 0.38;
        // A pine: three stacked tiers, the lowest reaching the ground.
        for (let k = 0; k < 3; k++) {
          const top = base - th + (k * th) / 4;
          const half = (tw / 2) * (0.55 + k * 0.25);
          out += `<polygon points="${f(x)},${f(top)} ${f(x - half)},${f(top + th * 0.5 + 1)} ${f(x + half)},${f(top + th * 0.5 + 1)}" fill="${fill}"/>`;
        }
      }
    });
    return out;
  },
  synthwave(fr) {
    const { w, h, horizon, p } = fr;
    const r = h * 0.2;
    const cx = w / 2;
    const cy = horizon - r * 0.45;
    // The striped sun: bands cut out of its lower half.
    let out = `<defs><linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sun}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient><clipPath id="bands">`;
    for (let i = 0; i < 9; i++) {
      const y = cy - r + i * ((2 * r) / 9);
      const gap = i < 4 ? 0 : (i - 3) * r * 0.045;
      out += `<rect x="${f(cx - r)}" y="${f(y + gap)}" width="${f(2 * r)}" height="${f((2 * r) / 9 - gap)}"/>`;
    }
    out += `</clipPath></defs><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 2.4)}" fill="url(#glow)"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#sun)" clip-path="url(#bands)"/>`;
    out += ridge(fr, horizon, h * 0.08, 6, p.layers[0] as string);
    out += `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${p.layers[1]}"/>`;
    const grid = p.sky[2];
    for (let i = 1; i < 14; i++) {
      const y = horizon + (h - horizon) * (i / 14) ** 2;
      out += `<line x1="0" y1="${f(y)}" x2="${w}" y2="${f(y)}" stroke="${grid}" stroke-width="${f(1 + i / 5)}" stroke-opacity="0.8"/>`;
    }
    for (let i = -12; i <= 12; i++) {
      out += `<line x1="${f(cx + i * w * 0.018)}" y1="${f(horizon)}" x2="${f(cx + i * w * 0.16)}" y2="${h}" stroke="${grid}" stroke-width="1.5" stroke-opacity="0.8"/>`;
    }
    return out;
  },
};
