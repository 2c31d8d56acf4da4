/**
 * Pictures drawn from a layout on the server (social cards, tip diagrams):
 * satori lays out a tree of styled boxes and text (flexbox, as in CSS) into
 * SVG, resvg rasterises it, and sharp encodes it. The font is Inter from the
 * @fontsource/inter npm package, read once: no network, no system fonts.
 *
 * Deterministic: the same tree gives the same bytes.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';

type SatoriFont = Parameters<typeof satori>[1]['fonts'][number];

/** A satori element: `{ type: 'div', props: { style, children } }` (React elements without React). */
export interface LayoutNode {
  type: string;
  props: Record<string, unknown>;
}

/** `h('div', { display: 'flex' }, [h(...), 'text'])`. */
export const h = (type: string, style: Record<string, unknown>, children?: unknown): LayoutNode => ({
  type,
  props: { style, children },
});

const require = createRequire(import.meta.url);
/**
 * Latin first; the other subsets cover accented, Cyrillic and Greek text.
 * satori falls back between families, not between fonts of one family, so
 * each subset is a family of its own. Other scripts (CJK…) show Inter's
 * missing-glyph box.
 */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'greek'] as const;
const WEIGHTS = [500, 800] as const;
/** The `fontFamily` that uses every subset. */
export const INTER = SUBSETS.map((s) => `Inter-${s}`).join(', ');

let fonts: Promise<SatoriFont[]> | undefined;

function loadFonts(): Promise<SatoriFont[]> {
  fonts ??= Promise.all(
    WEIGHTS.flatMap((weight) =>
      SUBSETS.map(async (subset) => ({
        name: `Inter-${subset}`,
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return fonts;
}

export async function renderLayout(
  tree: LayoutNode,
  size: { width: number; height: number },
  format: 'png' | 'webp',
): Promise<Buffer> {
  const svg = await satori(tree as never, { ...size, fonts: await loadFonts() });
  // Text is already paths in satori's SVG: resvg needs no fonts, and must not go looking for the system's.
  // The async render runs on libuv's thread pool, so other requests are served meanwhile.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  // libvips encodes in half resvg's time, and smaller.
  const raw = sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } });
  return format === 'png'
    ? raw.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer()
    : raw.webp({ quality: 85 }).toBuffer();
}
