import { describe, expect, it } from 'vitest';
import { Canvas, type Rgb } from '../../server/modules/catalog/demo/canvas.js';

/** A canvas whose left half is opaque and right half half-transparent, with varied colours. */
function patterned(): Canvas {
  const c = new Canvas(40, 30);
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < c.width; x++) {
      const o = (y * c.width + x) * 4;
      c.data[o] = (x * 7) % 256;
      c.data[o + 1] = (y * 11) % 256;
      c.data[o + 2] = (x * y) % 256;
      c.data[o + 3] = x < c.width / 2 ? 255 : 128;
    }
  }
  return c;
}

const colour: Rgb = [250, 120, 30];

describe('demo canvas', () => {
  it('draws a translucent rectangle exactly as blending each pixel would, over opaque and translucent pixels', () => {
    const fast = patterned();
    const slow = patterned();
    fast.rect(5.4, 3.6, 30, 20, colour, 0.37);
    for (let y = 4; y < 24; y++) for (let x = 5; x < 35; x++) slow.blend(x, y, colour, 0.37);
    expect(fast.data.equals(slow.data)).toBe(true);
  });

  it('fills an opaque rectangle, clipped to the canvas, and leaves the rest alone', () => {
    const c = patterned();
    const before = Buffer.from(c.data);
    c.rect(-5, 28, 100, 10, colour);
    for (let y = 0; y < c.height; y++) {
      for (let x = 0; x < c.width; x++) {
        const o = (y * c.width + x) * 4;
        const pixel = [...c.data.subarray(o, o + 4)];
        expect(pixel).toEqual(y >= 28 ? [...colour, 255] : [...before.subarray(o, o + 4)]);
      }
    }
  });

  it('draws a glow only where it reaches, the same as visiting its whole bounding box', () => {
    for (const mode of ['over', 'screen'] as const) {
      const fast = patterned();
      const slow = patterned();
      fast.glow(17.3, 12.8, 9.5, colour, 0.8, mode);
      const r2 = 9.5 * 9.5;
      for (let y = 0; y < slow.height; y++) {
        for (let x = 0; x < slow.width; x++) {
          const d2 = ((x - 17.3) ** 2 + (y - 12.8) ** 2) / r2;
          if (d2 >= 1) continue;
          const falloff = (1 - d2) * (1 - d2) * 0.8;
          if (mode === 'screen') slow.screen(x, y, colour, falloff);
          else slow.blend(x, y, colour, falloff);
        }
      }
      expect(fast.data.equals(slow.data)).toBe(true);
    }
  });
});
