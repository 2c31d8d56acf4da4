/**
 * A tiny RGBA software canvas for the demo clips drawn frame by frame in
 * JavaScript (particles, confetti, starfields, grids…): ffmpeg has no
 * particle system, and a chain of dozens of overlay filters costs far more
 * CPU than drawing the same sprites into a buffer and piping raw frames to
 * the encoder. Straight (not premultiplied) alpha, as ffmpeg's `rgba` reads it.
 */

export type Rgb = readonly [number, number, number];

/** `#rrggbb` → [r, g, b]. */
export function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Hue (degrees), saturation and lightness (0–1) → [r, g, b]. */
export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const c = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [c(0), c(8), c(4)];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export class Canvas {
  readonly data: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 4);
  }

  /** Fills with one colour (alpha 0–1). */
  fill(c: Rgb, alpha = 1): void {
    // One native fill with a 4-byte pattern (the same bytes: both store through a Uint8Array), not a JS loop:
    // clearing a full-size frame this way was the most expensive step of several clips.
    this.data.fill(Uint8Array.of(c[0], c[1], c[2], Math.round(alpha * 255)));
  }

  /** Copies a background of the same size (a pre-drawn frame) in one go. */
  copyFrom(background: Buffer): void {
    background.copy(this.data);
  }

  /** A vertical gradient through evenly spaced colours, opaque. */
  verticalGradient(stops: readonly Rgb[]): void {
    const { width, height, data } = this;
    for (let y = 0; y < height; y++) {
      const pos = (y / (height - 1)) * (stops.length - 1);
      const i = Math.min(stops.length - 2, Math.floor(pos));
      const c = mix(stops[i] as Rgb, stops[i + 1] as Rgb, pos - i);
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4;
        data[o] = c[0];
        data[o + 1] = c[1];
        data[o + 2] = c[2];
        data[o + 3] = 255;
      }
    }
  }

  /** Source-over of one pixel (alpha 0–1); no bounds check. */
  blend(x: number, y: number, c: Rgb, alpha: number): void {
    if (alpha <= 0) return;
    const o = (y * this.width + x) * 4;
    const d = this.data;
    if (alpha >= 1) {
      d[o] = c[0];
      d[o + 1] = c[1];
      d[o + 2] = c[2];
      d[o + 3] = 255;
      return;
    }
    const da = d[o + 3] as number;
    if (da === 255) {
      // Over an opaque pixel (every opaque clip, most of the time): no division.
      const keep = 1 - alpha;
      d[o] = c[0] * alpha + (d[o] as number) * keep;
      d[o + 1] = c[1] * alpha + (d[o + 1] as number) * keep;
      d[o + 2] = c[2] * alpha + (d[o + 2] as number) * keep;
      return;
    }
    const below = da / 255;
    const out = alpha + below * (1 - alpha);
    const keep = (below * (1 - alpha)) / out;
    const take = alpha / out;
    d[o] = c[0] * take + (d[o] as number) * keep;
    d[o + 1] = c[1] * take + (d[o + 1] as number) * keep;
    d[o + 2] = c[2] * take + (d[o + 2] as number) * keep;
    d[o + 3] = out * 255;
  }

  /** Adds light (screen blend) to one opaque pixel. */
  screen(x: number, y: number, c: Rgb, amount: number): void {
    if (amount <= 0) return;
    const o = (y * this.width + x) * 4;
    const d = this.data;
    const k = Math.min(1, amount) / 255;
    d[o] = 255 - (255 - (d[o] as number)) * (1 - c[0] * k);
    d[o + 1] = 255 - (255 - (d[o + 1] as number)) * (1 - c[1] * k);
    d[o + 2] = 255 - (255 - (d[o + 2] as number)) * (1 - c[2] * k);
  }

  /** A soft round light: full in the middle, gone at `radius`. `screen` adds light to an opaque frame. */
  glow(cx: number, cy: number, radius: number, c: Rgb, intensity: number, mode: 'over' | 'screen' = 'over'): void {
    const x0 = Math.max(0, Math.floor(cx - radius));
    const x1 = Math.min(this.width - 1, Math.ceil(cx + radius));
    const y0 = Math.max(0, Math.floor(cy - radius));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + radius));
    const r2 = radius * radius;
    for (let y = y0; y <= y1; y++) {
      // Only the span of this row inside the circle.
      const half = Math.sqrt(Math.max(0, r2 - (y - cy) * (y - cy)));
      for (let x = Math.max(x0, Math.floor(cx - half)); x <= Math.min(x1, Math.ceil(cx + half)); x++) {
        const d2 = ((x - cx) * (x - cx) + (y - cy) * (y - cy)) / r2;
        if (d2 >= 1) continue;
        const falloff = (1 - d2) * (1 - d2) * intensity;
        if (mode === 'screen') this.screen(x, y, c, falloff);
        else this.blend(x, y, c, falloff);
      }
    }
  }

  /** A filled disc with a soft edge `soft` pixels wide. */
  disc(cx: number, cy: number, radius: number, c: Rgb, alpha: number, soft = 1.5): void {
    const reach = radius + soft;
    const x0 = Math.max(0, Math.floor(cx - reach));
    const x1 = Math.min(this.width - 1, Math.ceil(cx + reach));
    const y0 = Math.max(0, Math.floor(cy - reach));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + reach));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy));
        const cover = Math.min(1, Math.max(0, (reach - d) / (2 * soft)));
        if (cover > 0) this.blend(x, y, c, alpha * cover);
      }
    }
  }

  /** An axis-aligned rectangle (clipped to the canvas). */
  rect(x: number, y: number, w: number, h: number, c: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.round(x));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y0 = Math.max(0, Math.round(y));
    const y1 = Math.min(this.height, Math.round(y + h));
    if (x1 <= x0 || alpha <= 0) return;
    if (alpha >= 1) {
      // Opaque: one native fill per row.
      const pixel = Uint8Array.of(c[0], c[1], c[2], 255);
      for (let yy = y0; yy < y1; yy++) this.data.fill(pixel, (yy * this.width + x0) * 4, (yy * this.width + x1) * 4);
      return;
    }
    // Translucent: `blend` inlined for opaque pixels (the same arithmetic), the general case for the rest.
    const d = this.data;
    const keep = 1 - alpha;
    const [r, g, b] = [c[0] * alpha, c[1] * alpha, c[2] * alpha];
    for (let yy = y0; yy < y1; yy++) {
      for (let xx = x0, o = (yy * this.width + x0) * 4; xx < x1; xx++, o += 4) {
        if (d[o + 3] === 255) {
          d[o] = r + (d[o] as number) * keep;
          d[o + 1] = g + (d[o + 1] as number) * keep;
          d[o + 2] = b + (d[o + 2] as number) * keep;
        } else this.blend(xx, yy, c, alpha);
      }
    }
  }

  /** A rectangle turned by `angle` radians about its centre (confetti), anti-aliased. */
  quad(cx: number, cy: number, w: number, h: number, angle: number, c: Rgb, alpha = 1): void {
    const reach = Math.hypot(w, h) / 2 + 1;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    for (let y = Math.max(0, Math.floor(cy - reach)); y <= Math.min(this.height - 1, cy + reach); y++) {
      for (let x = Math.max(0, Math.floor(cx - reach)); x <= Math.min(this.width - 1, cx + reach); x++) {
        const dx = x - cx;
        const dy = y - cy;
        const u = Math.abs(dx * cos + dy * sin) - w / 2;
        const v = Math.abs(-dx * sin + dy * cos) - h / 2;
        const cover = Math.min(1, Math.max(0, 0.5 - Math.max(u, v)));
        if (cover > 0) this.blend(x, y, c, alpha * cover);
      }
    }
  }

  /**
   * A line `width` pixels wide, anti-aliased: walked along its longer axis,
   * covering a short span across it at each step (never its whole bounding box).
   */
  line(x0: number, y0: number, x1: number, y1: number, width: number, c: Rgb, alpha = 1): void {
    const dx = x1 - x0;
    const dy = y1 - y0;
    const steep = Math.abs(dy) > Math.abs(dx);
    const [a0, a1, b0, db] = steep ? [y0, y1, x0, dx / (dy || 1)] : [x0, x1, y0, dy / (dx || 1)];
    const from = Math.max(0, Math.ceil(Math.min(a0, a1)));
    const to = Math.min((steep ? this.height : this.width) - 1, Math.floor(Math.max(a0, a1)));
    // Half the span across the main axis, widened for the slope.
    const half = (width / 2) * Math.sqrt(1 + db * db);
    const limit = (steep ? this.width : this.height) - 1;
    for (let a = from; a <= to; a++) {
      const centre = b0 + (a - a0) * db;
      for (
        let b = Math.max(0, Math.floor(centre - half - 1));
        b <= Math.min(limit, Math.ceil(centre + half + 1));
        b++
      ) {
        const cover = Math.min(1, Math.max(0, half + 0.5 - Math.abs(b - centre)));
        if (cover > 0) {
          if (steep) this.blend(b, a, c, alpha * cover);
          else this.blend(a, b, c, alpha * cover);
        }
      }
    }
  }
}
