/**
 * Demo clips drawn frame by frame (canvas.ts) and piped to ffmpeg as raw
 * RGBA: animated backgrounds, light effects and transparent overlays.
 * Every recipe is a seamless loop: positions depend on the loop phase
 * `p` (0 → 1 over the clip) through whole numbers of cycles, so the last
 * frame leads back into the first. Smooth pictures (gradients, plasma,
 * bokeh) are drawn at a fraction of the size and scaled up by ffmpeg, which
 * costs a fraction of the CPU and looks the same.
 */
import { Canvas, hsl, mix, type Rgb, rgb } from './canvas.js';
import { randomOf, sceneSvg } from './scenes.js';

export interface FrameClip {
  width: number;
  height: number;
  frames: number;
  variant: number;
}

/** Draws frame `i` (of `clip.frames`) into `canvas`, which holds the previous frame (clear it as needed). */
export type DrawFrame = (canvas: Canvas, i: number) => void;

export interface FrameRecipe {
  /** Transparent overlay (QuickTime Animation MOV) rather than an opaque MP4. */
  alpha: boolean;
  /** Drawn at 1/downscale of the clip size and scaled up by ffmpeg (smooth pictures only). */
  downscale?: number;
  /** Prepares a clip (and any still layer it draws over) and returns its frame painter. */
  setup(clip: FrameClip, svgToRgba: SvgRasteriser): Promise<DrawFrame>;
}

/** Renders an SVG to raw RGBA of the given size (sharp, injected so this file stays pure). */
export type SvgRasteriser = (svg: string, width: number, height: number) => Promise<Buffer>;

const TAU = Math.PI * 2;

const FLOW_PALETTES: Rgb[][] = [
  ['#1e1b4b', '#7c3aed', '#db2777', '#f59e0b', '#6366f1'].map(rgb),
  ['#020b1c', '#0ea5e9', '#14b8a6', '#a5f3fc', '#1e3a8a'].map(rgb),
  ['#2a0a18', '#f43f5e', '#fb923c', '#facc15', '#c026d3'].map(rgb),
];

/** Soft colour blobs orbiting over a dark base: the "liquid gradient" backgrounds. */
const gradientFlow: FrameRecipe = {
  alpha: false,
  downscale: 8,
  async setup({ width, height, frames, variant }) {
    const palette = FLOW_PALETTES[variant % FLOW_PALETTES.length] as Rgb[];
    const rnd = randomOf(variant + 7);
    const blobs = palette.slice(1).map((colour, k) => ({
      colour,
      cx: 0.2 + rnd() * 0.6,
      cy: 0.2 + rnd() * 0.6,
      ax: 0.2 + rnd() * 0.25,
      ay: 0.15 + rnd() * 0.25,
      turns: 1 + (k % 2),
      phase: rnd() * TAU,
      size: 0.2 + rnd() * 0.12,
    }));
    const base = palette[0] as Rgb;
    // exp(-(dx² + dy²)/s²) = exp(-dx²/s²)·exp(-dy²/s²): per frame, one row of weights and one column per blob.
    const across = blobs.map(() => new Float64Array(width));
    const down = blobs.map(() => new Float64Array(height));
    return (canvas, i) => {
      const p = i / frames;
      for (const [k, b] of blobs.entries()) {
        const bx = (b.cx + b.ax * Math.sin(TAU * b.turns * p + b.phase)) * width;
        const by = (b.cy + b.ay * Math.cos(TAU * p + b.phase * 1.3)) * height;
        const s2 = (b.size * width) ** 2;
        const row = across[k] as Float64Array;
        const column = down[k] as Float64Array;
        for (let x = 0; x < width; x++) row[x] = Math.exp(-((x - bx) ** 2) / s2);
        for (let y = 0; y < height; y++) column[y] = 6 * Math.exp(-((y - by) ** 2) / s2);
      }
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          let r = base[0];
          let g = base[1];
          let bl = base[2];
          let total = 0.6;
          for (let k = 0; k < blobs.length; k++) {
            const w = ((down[k] as Float64Array)[y] as number) * ((across[k] as Float64Array)[x] as number);
            const colour = (blobs[k] as (typeof blobs)[number]).colour;
            r += colour[0] * w;
            g += colour[1] * w;
            bl += colour[2] * w;
            total += w;
          }
          const o = (y * width + x) * 4;
          canvas.data[o] = r / total;
          canvas.data[o + 1] = g / total;
          canvas.data[o + 2] = bl / total;
          canvas.data[o + 3] = 255;
        }
      }
    };
  },
};

/** The classic sine plasma through a cycling palette. */
const plasma: FrameRecipe = {
  alpha: false,
  downscale: 4,
  async setup({ width, height, frames, variant }) {
    // A cyclic gradient: deep blue → violet → pink → amber → back.
    const stops = (
      variant % 2 ? ['#062a3a', '#0ea5e9', '#a7f3d0', '#14b8a6'] : ['#1e1b4b', '#7c3aed', '#f472b6', '#fbbf24']
    ).map(rgb);
    const table: Rgb[] = Array.from({ length: 256 }, (_, k) => {
      const pos = (k / 256) * stops.length;
      const i = Math.floor(pos);
      return mix(stops[i] as Rgb, stops[(i + 1) % stops.length] as Rgb, pos - i);
    });
    // The distance term's phase per pixel is fixed: sin(a - t) = sin a·cos t - cos a·sin t, from tables made once.
    const sinD = new Float64Array(width * height);
    const cosD = new Float64Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const a = Math.sqrt((x - width / 2) ** 2 + (y - height / 2) ** 2) / 14;
        sinD[y * width + x] = Math.sin(a);
        cosD[y * width + x] = Math.cos(a);
      }
    }
    const across = new Float64Array(width);
    const down = new Float64Array(height);
    const diagonal = new Float64Array(width + height);
    return (canvas, i) => {
      const t = (TAU * i) / frames;
      const [cosT, sinT] = [Math.cos(t), Math.sin(t)];
      for (let x = 0; x < width; x++) across[x] = Math.sin(x / 23 + t);
      for (let y = 0; y < height; y++) down[y] = Math.sin(y / 17 - t);
      for (let k = 0; k < width + height; k++) diagonal[k] = Math.sin(k / 31 + 2 * t);
      const shift = (i / frames) * 256;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const at = y * width + x;
          const v =
            (across[x] as number) +
            (down[y] as number) +
            (diagonal[x + y] as number) +
            ((sinD[at] as number) * cosT - (cosD[at] as number) * sinT);
          const c = table[Math.floor(((v + 4) / 8) * 255 + shift) & 255] as Rgb;
          const o = at * 4;
          canvas.data[o] = c[0];
          canvas.data[o + 1] = c[1];
          canvas.data[o + 2] = c[2];
          canvas.data[o + 3] = 255;
        }
      }
    };
  },
};

/** Aurora curtains over a night sky and a dark ridge. */
const aurora: FrameRecipe = {
  alpha: false,
  downscale: 4,
  async setup({ width, height, frames, variant }) {
    const sky = new Canvas(width, height);
    sky.verticalGradient(['#020617', '#0b1d3a', '#12355b'].map(rgb));
    const rnd = randomOf(variant + 3);
    const ridge = Array.from({ length: width }, (_, x) => height * (0.82 + 0.05 * Math.sin(x / 19 + rnd()) ** 2));
    const low = rgb(variant % 2 ? '#22d3ee' : '#34d399');
    const high = rgb(variant % 2 ? '#a78bfa' : '#c084fc');
    return (canvas, i) => {
      const t = (TAU * i) / frames;
      canvas.copyFrom(sky.data);
      for (let x = 0; x < width; x++) {
        const centre = height * 0.42 + 14 * Math.sin(x / 21 + t) + 7 * Math.sin(x / 9 - 2 * t);
        const strength = 0.55 + 0.45 * Math.sin(x / 13 + t) * Math.sin(x / 37 - t);
        for (let y = 0; y < height; y++) {
          if (y >= (ridge[x] as number)) {
            canvas.blend(x, y, [3, 7, 18], 1);
            continue;
          }
          const above = centre - y;
          const glow = above > 0 ? Math.exp(-above / (height * 0.22)) : Math.exp(-(above * above) / 30);
          if (glow > 0.01)
            canvas.screen(x, y, mix(low, high, Math.min(1, Math.max(0, above / (height * 0.3)))), glow * strength);
        }
      }
    };
  },
};

/** The synthwave sky with its sun, and the neon floor grid rushing towards the viewer. */
const synthwaveDrive: FrameRecipe = {
  alpha: false,
  async setup({ width, height, frames, variant }, svgToRgba) {
    const background = await svgToRgba(sceneSvg('synthwave', variant, width, height), width, height);
    const horizon = Math.round(height * 0.6);
    const grid = rgb(variant % 2 ? '#f72585' : '#ff6f91');
    const floor = rgb(variant % 2 ? '#10002b' : '#17002b');
    return (canvas, i) => {
      canvas.copyFrom(background);
      canvas.rect(0, horizon, width, height - horizon, floor);
      const p = i / frames;
      // Depth lines: evenly spaced in distance, so they crowd at the horizon and race at the bottom.
      for (let k = 0; k < 16; k++) {
        const z = (k + 1 - p * 2) / 16;
        if (z <= 0.02) continue;
        const y = horizon + (height - horizon) * (0.06 / z) ** 1.1;
        if (y > height) continue;
        canvas.rect(0, y, width, 1 + (y - horizon) / 60, grid, 0.85);
      }
      for (let k = -14; k <= 14; k++) {
        canvas.line(width / 2 + k * width * 0.018, horizon, width / 2 + k * width * 0.17, height, 2, grid, 0.8);
      }
    };
  },
};

/** Stars streaking past on a warp jump. */
const starfield: FrameRecipe = {
  alpha: false,
  async setup({ width, height, frames, variant }) {
    const rnd = randomOf(variant + 11);
    const space = new Canvas(width, height);
    space.verticalGradient(['#01010a', '#0a0a23', '#01010a'].map(rgb));
    space.glow(width * 0.7, height * 0.35, width * 0.45, rgb('#3b0764'), 0.35, 'screen');
    space.glow(width * 0.25, height * 0.7, width * 0.35, rgb('#0c4a6e'), 0.3, 'screen');
    const stars = Array.from({ length: 700 }, () => ({
      x: (rnd() - 0.5) * 2,
      y: (rnd() - 0.5) * 2,
      z: rnd(),
      tint: rnd() < 0.2 ? rgb('#bae6fd') : rnd() < 0.1 ? rgb('#fde68a') : rgb('#ffffff'),
    }));
    const focal = width * 0.35;
    const project = (s: { x: number; y: number }, z: number) => [
      width / 2 + (s.x / z) * focal,
      height / 2 + (s.y / z) * focal,
    ];
    return (canvas, i) => {
      canvas.copyFrom(space.data);
      const p = i / frames;
      for (const s of stars) {
        const z = ((s.z - p + 1) % 1) + 0.04;
        const [x1, y1] = project(s, z) as [number, number];
        const [x0, y0] = project(s, z + 0.12) as [number, number];
        const light = Math.min(1, 0.35 + (1.05 - z) ** 2);
        canvas.line(x0, y0, x1, y1, 1.2 + (1 - z) * 3, s.tint, light);
      }
    };
  },
};

/** Out-of-focus lights drifting upwards. */
const bokeh: FrameRecipe = {
  alpha: false,
  downscale: 2,
  async setup({ width, height, frames, variant }) {
    const warm = variant % 2 === 0;
    const back = new Canvas(width, height);
    back.verticalGradient((warm ? ['#1a0b05', '#2b1208', '#0d0603'] : ['#020b1a', '#081a33', '#020812']).map(rgb));
    const colours = (
      warm ? ['#fbbf24', '#f97316', '#fde68a', '#fb7185'] : ['#38bdf8', '#818cf8', '#a5f3fc', '#c084fc']
    ).map(rgb);
    const rnd = randomOf(variant + 5);
    const lights = Array.from({ length: 34 }, (_, k) => ({
      x: rnd() * width,
      y: rnd(),
      r: (0.03 + rnd() * 0.07) * width,
      colour: colours[k % colours.length] as Rgb,
      alpha: 0.15 + rnd() * 0.3,
      sway: rnd() * TAU,
      rise: 1 + (k % 2),
    }));
    return (canvas, i) => {
      canvas.copyFrom(back.data);
      const p = i / frames;
      for (const l of lights) {
        const span = height + 2 * l.r;
        const y = (((l.y - p * l.rise) % 1) + 1) % 1;
        canvas.disc(
          l.x + Math.sin(TAU * p + l.sway) * width * 0.015,
          y * span - l.r,
          l.r,
          l.colour,
          l.alpha,
          l.r * 0.15,
        );
      }
    };
  },
};

/** Equaliser bars dancing to a beat that is not there, with their reflection. */
const equalizer: FrameRecipe = {
  alpha: false,
  async setup({ width, height, frames, variant }) {
    const back = new Canvas(width, height);
    back.verticalGradient(['#07051a', '#120a2e', '#07051a'].map(rgb));
    const rnd = randomOf(variant + 13);
    const bars = 36;
    const waves = Array.from({ length: bars }, () =>
      [1, 2, 3, 5].map((cycles) => ({ cycles, phase: rnd() * TAU, weight: rnd() })),
    );
    const baseline = height * 0.68;
    const slot = (width * 0.8) / bars;
    return (canvas, i) => {
      canvas.copyFrom(back.data);
      const p = i / frames;
      for (let b = 0; b < bars; b++) {
        const wave = waves[b] as { cycles: number; phase: number; weight: number }[];
        const level =
          wave.reduce((sum, w) => sum + w.weight * Math.abs(Math.sin(TAU * w.cycles * p + w.phase)), 0) / 2.2;
        const h = height * 0.5 * Math.min(1, 0.08 + level);
        const x = width * 0.1 + b * slot + slot * 0.15;
        const colour = hsl(260 + (b / bars) * 80 + variant * 40, 0.85, 0.6);
        canvas.rect(x, baseline - h, slot * 0.7, h, colour);
        canvas.rect(x, baseline - h - 8, slot * 0.7, 4, rgb('#ffffff'), 0.9);
        canvas.rect(x, baseline + 4, slot * 0.7, h * 0.35, colour, 0.18);
      }
    };
  },
};

/** Columns of falling glyph blocks, brightest at their head. */
const digitalRain: FrameRecipe = {
  alpha: false,
  async setup({ width, height, frames, variant }) {
    const cell = 22;
    const columns = Math.ceil(width / cell);
    const rows = Math.ceil(height / cell);
    const rnd = randomOf(variant + 17);
    const drops = Array.from({ length: columns }, () => ({
      start: rnd(),
      speed: 1 + Math.floor(rnd() * 2),
      trail: 8 + Math.floor(rnd() * 14),
    }));
    const glyphs = Array.from({ length: 64 }, () => Array.from({ length: 15 }, () => rnd() < 0.55));
    const green = rgb(variant % 2 ? '#22d3ee' : '#4ade80');
    return (canvas, i) => {
      canvas.fill([2, 8, 4]);
      const p = i / frames;
      for (let c = 0; c < columns; c++) {
        const d = drops[c] as { start: number; speed: number; trail: number };
        const head = Math.floor((((d.start + p * d.speed) % 1) * (rows + d.trail)) % (rows + d.trail));
        for (let k = 0; k < d.trail; k++) {
          const row = head - k;
          if (row < 0 || row >= rows) continue;
          const glyph = glyphs[(c * 7 + row * 13 + Math.floor(i / 5) * (k === 0 ? 1 : 0)) % glyphs.length] as boolean[];
          const colour = k === 0 ? rgb('#e7fff0') : green;
          const alpha = k === 0 ? 1 : (1 - k / d.trail) * 0.85;
          for (let g = 0; g < 15; g++) {
            if (glyph[g])
              canvas.rect(c * cell + 2 + (g % 3) * 4, row * cell + 1 + Math.floor(g / 3) * 3, 3, 2, colour, alpha);
          }
        }
      }
    };
  },
};

/** Neon rectangles rushing outwards: a tunnel you fly through. */
const tunnel: FrameRecipe = {
  alpha: false,
  async setup({ width, height, frames, variant }) {
    const rings = 12;
    return (canvas, i) => {
      canvas.fill([4, 2, 12]);
      const p = i / frames;
      for (let k = rings - 1; k >= 0; k--) {
        const depth = (k + p * 2) % rings;
        const scale = 0.04 * 1.38 ** depth;
        if (scale > 1.6) continue;
        const w = width * scale;
        const h = height * scale;
        const x = (width - w) / 2;
        const y = (height - h) / 2;
        const colour = hsl((variant * 70 + (Math.floor(k + p * 2) % rings) * 30) % 360, 0.9, 0.6);
        const t = Math.max(1.5, 16 * scale);
        const fade = Math.min(1, depth / 3);
        for (const [spread, alpha] of [
          [t * 4, 0.12],
          [t * 2, 0.25],
          [t, 0.95],
        ] as const) {
          canvas.rect(x - spread / 2, y - spread / 2, w + spread, spread, colour, alpha * fade);
          canvas.rect(x - spread / 2, y + h - spread / 2, w + spread, spread, colour, alpha * fade);
          canvas.rect(x - spread / 2, y + spread / 2, spread, h - spread, colour, alpha * fade);
          canvas.rect(x + w - spread / 2, y + spread / 2, spread, h - spread, colour, alpha * fade);
        }
      }
    };
  },
};

/** Warm light leaks drifting over black: set the layer to Screen. */
const lightLeaks: FrameRecipe = {
  alpha: false,
  downscale: 8,
  async setup({ width, height, frames, variant }) {
    const rnd = randomOf(variant + 19);
    const colours = ['#ff7a18', '#ff3d77', '#ffd166', '#ff9f1c'].map(rgb);
    const leaks = colours.map((colour, k) => ({
      colour,
      y: rnd(),
      r: 0.35 + rnd() * 0.3,
      phase: k / colours.length,
      drift: rnd() * 0.3,
    }));
    return (canvas, i) => {
      canvas.fill([0, 0, 0]);
      const p = i / frames;
      for (const l of leaks) {
        const q = (p + l.phase) % 1;
        // Sweeps across once per loop, brightest mid-frame.
        const x = (-0.5 + q * 2) * width;
        const intensity = Math.sin(Math.PI * q) ** 2;
        canvas.glow(x, (l.y + l.drift * Math.sin(TAU * p)) * height, l.r * width, l.colour, intensity, 'screen');
      }
    };
  },
};

/** A light sweeping across the frame, with halo, ghosts and an anamorphic streak. */
const lensFlare: FrameRecipe = {
  alpha: false,
  async setup({ width, height, frames, variant }) {
    const tint = rgb(variant % 2 ? '#7dd3fc' : '#ffcf8a');
    const ghosts = [
      [0.35, 38, '#f472b6'],
      [0.7, 22, '#a78bfa'],
      [1.2, 60, '#22d3ee'],
      [1.5, 16, '#fde68a'],
      [1.8, 44, '#86efac'],
    ] as const;
    return (canvas, i) => {
      canvas.fill([0, 0, 0]);
      const p = i / frames;
      const sx = width * (-0.1 + 1.2 * p);
      const sy = height * (0.3 + 0.1 * Math.sin(Math.PI * p));
      canvas.glow(sx, sy, width * 0.35, tint, 0.35, 'screen');
      canvas.glow(sx, sy, 70, [255, 255, 255], 1, 'screen');
      canvas.rect(0, sy - 1.5, width, 3, tint, 0.5);
      canvas.rect(0, sy - 6, width, 12, tint, 0.12);
      for (const [along, radius, colour] of ghosts) {
        const gx = sx + (width / 2 - sx) * along * 2;
        const gy = sy + (height / 2 - sy) * along * 2;
        canvas.glow(gx, gy, radius, rgb(colour), 0.35, 'screen');
      }
    };
  },
};

/** Sparks bursting from the centre, falling under gravity and fading. */
const particleBurst: FrameRecipe = {
  alpha: true,
  async setup({ width, height, frames, variant }) {
    const rnd = randomOf(variant + 23);
    const palette = (
      variant % 2 ? ['#67e8f9', '#f0abfc', '#ffffff', '#a5b4fc'] : ['#fde68a', '#fb923c', '#ffffff', '#facc15']
    ).map(rgb);
    const sparks = Array.from({ length: 170 }, (_, k) => {
      const angle = rnd() * TAU;
      const speed = (0.25 + rnd() * 0.75) * width * 0.55;
      return {
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed - width * 0.1,
        colour: palette[k % palette.length] as Rgb,
        size: 2 + rnd() * 3.5,
        twinkle: rnd() * TAU,
      };
    });
    const start = 0.1;
    const life = 0.75;
    const position = (s: (typeof sparks)[number], t: number) => {
      // Drag slows the sparks; gravity pulls them down.
      const travel = (1 - Math.exp(-3 * t)) / 3;
      return [width / 2 + s.vx * travel, height * 0.5 + s.vy * travel + 0.5 * height * 0.9 * t * t];
    };
    return (canvas, i) => {
      canvas.fill([0, 0, 0], 0);
      const t = (i / frames - start) / life;
      if (t < 0 || t > 1) return;
      if (t < 0.15) canvas.glow(width / 2, height / 2, width * 0.2 * (1 - t / 0.15), [255, 244, 214], 0.95);
      const seconds = t * life * 3;
      for (const s of sparks) {
        const fade = (1 - t) ** 1.5 * (0.75 + 0.25 * Math.sin(s.twinkle + t * 40));
        for (let trail = 3; trail >= 0; trail--) {
          const [x, y] = position(s, Math.max(0, seconds - trail * 0.025)) as [number, number];
          canvas.glow(x, y, s.size * (trail ? 1.4 : 2.2), s.colour, fade * (trail ? 0.25 : 1));
        }
      }
    };
  },
};

/** Confetti pieces fluttering down, turning as they fall. */
const confetti: FrameRecipe = {
  alpha: true,
  async setup({ width, height, frames, variant }) {
    const rnd = randomOf(variant + 29);
    const colours = ['#f43f5e', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899', '#facc15', '#14b8a6'].map(rgb);
    const pieces = Array.from({ length: 150 }, (_, k) => ({
      x: rnd() * width,
      y: rnd(),
      laps: 1 + (k % 2),
      sway: 10 + rnd() * 30,
      phase: rnd() * TAU,
      spin: (1 + Math.floor(rnd() * 3)) * (rnd() < 0.5 ? -1 : 1),
      flip: 2 + Math.floor(rnd() * 4),
      w: 12 + rnd() * 9,
      h: 20 + rnd() * 12,
      colour: colours[k % colours.length] as Rgb,
    }));
    return (canvas, i) => {
      canvas.fill([0, 0, 0], 0);
      const p = i / frames;
      const span = height + 60;
      for (const c of pieces) {
        const y = ((c.y + p * c.laps) % 1) * span - 30;
        const x = c.x + Math.sin(TAU * 2 * p + c.phase) * c.sway;
        const turn = Math.abs(Math.cos(TAU * c.flip * p + c.phase));
        canvas.quad(x, y, c.w * (0.25 + 0.75 * turn), c.h, TAU * c.spin * p + c.phase, c.colour, 0.95);
      }
    };
  },
};

/** Snowflakes in three depths: small and slow far away, large and soft close up. */
const snowfall: FrameRecipe = {
  alpha: true,
  async setup({ width, height, frames, variant }) {
    const rnd = randomOf(variant + 31);
    const flakes = Array.from({ length: 260 }, (_, k) => {
      const depth = k % 3;
      return {
        x: rnd() * width,
        y: rnd(),
        depth,
        r: [1.2, 2.4, 4.5][depth] as number,
        laps: depth + 1,
        sway: rnd() * TAU,
        alpha: [0.55, 0.75, 0.9][depth] as number,
      };
    });
    return (canvas, i) => {
      canvas.fill([0, 0, 0], 0);
      const p = i / frames;
      for (const f of flakes) {
        const y = ((f.y + p * f.laps) % 1) * (height + 20) - 10;
        const x = f.x + Math.sin(TAU * p * (f.depth + 1) + f.sway) * (8 + f.depth * 10);
        canvas.disc(x, y, f.r, [255, 255, 255], f.alpha, 1 + f.depth * 0.8);
      }
    };
  },
};

/** A glowing neon border whose colour cycles round the wheel. */
const neonFrame: FrameRecipe = {
  alpha: true,
  async setup({ width, height, frames, variant }) {
    const inset = Math.round(height * 0.05);
    return (canvas, i) => {
      canvas.fill([0, 0, 0], 0);
      const p = i / frames;
      const colour = hsl((variant * 90 + 360 * p) % 360, 1, 0.6);
      const pulse = 0.8 + 0.2 * Math.sin(TAU * 2 * p);
      const w = width - 2 * inset;
      const h = height - 2 * inset;
      for (const [t, alpha] of [
        [28, 0.08],
        [16, 0.18],
        [8, 0.5],
        [4, 1],
      ] as const) {
        const a = alpha * pulse;
        canvas.rect(inset - t / 2, inset - t / 2, w + t, t, colour, a);
        canvas.rect(inset - t / 2, inset + h - t / 2, w + t, t, colour, a);
        canvas.rect(inset - t / 2, inset + t / 2, t, h - t, colour, a);
        canvas.rect(inset + w - t / 2, inset + t / 2, t, h - t, colour, a);
      }
      canvas.rect(inset - 1, inset - 1, w + 2, 2, [255, 255, 255], 0.9 * pulse);
      canvas.rect(inset - 1, inset + h - 1, w + 2, 2, [255, 255, 255], 0.9 * pulse);
    };
  },
};

export const FRAME_RECIPES = {
  'gradient-flow': gradientFlow,
  plasma,
  aurora,
  'synthwave-drive': synthwaveDrive,
  starfield,
  bokeh,
  equalizer,
  'digital-rain': digitalRain,
  tunnel,
  'light-leaks': lightLeaks,
  'lens-flare': lensFlare,
  'particle-burst': particleBurst,
  confetti,
  snowfall,
  'neon-frame': neonFrame,
} satisfies Record<string, FrameRecipe>;

export type FrameRecipeName = keyof typeof FRAME_RECIPES;
