// Writes the web app manifest's icons (client/public/icons/) from the Framestock
// mark (client/public/brand/framestock-mark.svg): `node client/scripts/app-icons.mjs`.
// The PNGs are committed; run this again only when the mark changes.
//
// - icon-192.png, icon-512.png: the mark as it is (rounded, transparent corners), purpose "any";
// - maskable-512.png: the gradient full bleed and the glyph inside the central 60% (the
//   safe zone a launcher's circle or squircle never crops), purpose "maskable";
// - apple-touch-icon.png (180): full bleed and opaque, as iOS rounds the corners itself.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const dir = new URL('../public/', import.meta.url);
const mark = readFileSync(new URL('brand/framestock-mark.svg', dir), 'utf8');
const defs = /<defs>.*<\/defs>/.exec(mark)?.[0] ?? '';
const glyph = /<g fill="#0b0c10">.*<\/g>/.exec(mark)?.[0] ?? '';

/** The gradient square without rounded corners, the glyph scaled to `glyphShare` of it and centred. */
function fullBleed(glyphShare) {
  const scale = glyphShare;
  const offset = (64 - 64 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${defs}` +
    `<rect width="64" height="64" fill="url(#fs-gradient)"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`
  );
}

const png = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icons/${name}`, dir).pathname);

await png(mark, 192, 'icon-192.png');
await png(mark, 512, 'icon-512.png');
await png(fullBleed(0.6), 512, 'maskable-512.png');
await png(fullBleed(0.8), 180, 'apple-touch-icon.png');
