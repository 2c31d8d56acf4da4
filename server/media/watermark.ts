/**
 * The visible "Framestock" mark on public previews, and the checkerboard
 * that transparent clips are shown over. Both are SVG drawn from paths at
 * run time: nothing depends on fonts being installed on the server, and no
 * file has to be found beside the compiled code (the Docker image ships
 * only dist/ and node_modules/).
 */
import sharp from 'sharp';

/**
 * "Framestock" in DejaVu Sans Bold (Bitstream Vera licence, free to embed),
 * one outline per letter, kerned, baseline at y = 0, 100 units to the em.
 */
const WORDMARK = [
  'M9.2 -72.9L59.9 -72.9L59.9 -58.7L28 -58.7L28 -45.1L58 -45.1L58 -30.9L28 -30.9L28 0L9.2 0L9.2 -72.9Z',
  'M110.9 -39.8Q108.6 -40.9 106.4 -41.4Q104.1 -41.9 101.8 -41.9Q95.1 -41.9 91.5 -37.5Q87.8 -33.3 87.8 -25.2L87.8 0L70.3 0L70.3 -54.7L87.8 -54.7L87.8 -45.7Q91.2 -51.1 95.6 -53.5Q99.9 -56 106 -56Q106.9 -56 107.9 -55.9Q108.9 -55.9 110.9 -55.6L110.9 -39.8Z',
  'M144.1 -24.6Q138.7 -24.6 135.9 -22.8Q133.2 -20.9 133.2 -17.3Q133.2 -14 135.4 -12.1Q137.6 -10.2 141.6 -10.2Q146.5 -10.2 149.9 -13.7Q153.2 -17.3 153.2 -22.6L153.2 -24.6L144.1 -24.6ZM170.8 -31.2L170.8 0L153.2 0L153.2 -8.1Q149.7 -3.1 145.3 -0.8Q140.9 1.4 134.6 1.4Q126.1 1.4 120.8 -3.5Q115.5 -8.5 115.5 -16.4Q115.5 -26 122.2 -30.5Q128.8 -35 142.9 -35L153.2 -35L153.2 -36.4Q153.2 -40.5 150 -42.4Q146.7 -44.4 139.7 -44.4Q134.1 -44.4 129.3 -43.3Q124.5 -42.1 120.3 -39.9L120.3 -53.2Q125.9 -54.6 131.6 -55.3Q137.3 -56 142.9 -56Q157.7 -56 164.3 -50.1Q170.8 -44.3 170.8 -31.2Z',
  'M237.8 -45.6Q241.1 -50.7 245.7 -53.3Q250.2 -56 255.7 -56Q265.1 -56 270.1 -50.2Q275 -44.4 275 -33.3L275 0L257.4 0L257.4 -28.5Q257.5 -29.2 257.5 -29.8Q257.5 -30.5 257.5 -31.8Q257.5 -37.6 255.8 -40.2Q254.1 -42.8 250.3 -42.8Q245.3 -42.8 242.6 -38.7Q239.9 -34.6 239.8 -26.9L239.8 0L222.2 0L222.2 -28.5Q222.2 -37.6 220.7 -40.2Q219.1 -42.8 215.1 -42.8Q210.1 -42.8 207.3 -38.7Q204.6 -34.6 204.6 -26.9L204.6 0L187 0L187 -54.7L204.6 -54.7L204.6 -46.7Q207.8 -51.3 212 -53.7Q216.2 -56 221.2 -56Q226.9 -56 231.2 -53.3Q235.5 -50.5 237.8 -45.6Z',
  'M345.9 -27.5L345.9 -22.5L305 -22.5Q305.7 -16.4 309.5 -13.3Q313.3 -10.2 320.1 -10.2Q325.6 -10.2 331.4 -11.8Q337.2 -13.5 343.3 -16.8L343.3 -3.3Q337.1 -1 330.9 0.2Q324.7 1.4 318.5 1.4Q303.7 1.4 295.5 -6.1Q287.2 -13.7 287.2 -27.3Q287.2 -40.7 295.3 -48.3Q303.4 -56 317.5 -56Q330.4 -56 338.2 -48.2Q345.9 -40.5 345.9 -27.5ZM327.9 -33.3Q327.9 -38.3 325 -41.3Q322.1 -44.4 317.4 -44.4Q312.4 -44.4 309.2 -41.5Q306 -38.7 305.2 -33.3L327.9 -33.3Z',
  'M401.9 -53L401.9 -39.7Q396.2 -42 391 -43.2Q385.8 -44.4 381.2 -44.4Q376.2 -44.4 373.8 -43.1Q371.3 -41.9 371.3 -39.3Q371.3 -37.2 373.2 -36.1Q375 -35 379.7 -34.4L382.8 -34Q396.2 -32.3 400.9 -28.4Q405.5 -24.5 405.5 -16.1Q405.5 -7.4 399.1 -3Q392.6 1.4 379.8 1.4Q374.4 1.4 368.7 0.6Q362.8 -0.3 356.7 -2L356.7 -15.3Q362 -12.7 367.5 -11.5Q372.9 -10.2 378.6 -10.2Q383.7 -10.2 386.3 -11.6Q388.9 -13 388.9 -15.8Q388.9 -18.2 387.2 -19.3Q385.4 -20.5 380 -21.1L377 -21.5Q365.3 -22.9 360.6 -26.9Q355.9 -30.9 355.9 -38.9Q355.9 -47.6 361.9 -51.8Q367.8 -56 380.1 -56Q385 -56 390.3 -55.3Q395.6 -54.5 401.9 -53Z',
  'M437.7 -70.2L437.7 -54.7L455.8 -54.7L455.8 -42.2L437.7 -42.2L437.7 -19Q437.7 -15.2 439.3 -13.8Q440.8 -12.5 445.3 -12.5L454.2 -12.5L454.2 0L439.3 0Q428.9 0 424.6 -4.3Q420.3 -8.6 420.3 -19L420.3 -42.2L411.6 -42.2L411.6 -54.7L420.3 -54.7L420.3 -70.2L437.7 -70.2Z',
  'M492.5 -43.5Q486.7 -43.5 483.6 -39.3Q480.6 -35.2 480.6 -27.3Q480.6 -19.4 483.6 -15.2Q486.7 -11.1 492.5 -11.1Q498.2 -11.1 501.2 -15.2Q504.2 -19.4 504.2 -27.3Q504.2 -35.2 501.2 -39.3Q498.2 -43.5 492.5 -43.5ZM492.5 -56Q506.6 -56 514.6 -48.4Q522.5 -40.8 522.5 -27.3Q522.5 -13.8 514.6 -6.2Q506.6 1.4 492.5 1.4Q478.3 1.4 470.4 -6.2Q462.4 -13.8 462.4 -27.3Q462.4 -40.8 470.4 -48.4Q478.3 -56 492.5 -56Z',
  'M579.3 -53L579.3 -38.7Q575.8 -41.2 572.2 -42.3Q568.6 -43.5 564.7 -43.5Q557.4 -43.5 553.4 -39.2Q549.3 -35 549.3 -27.3Q549.3 -19.6 553.4 -15.3Q557.4 -11.1 564.7 -11.1Q568.8 -11.1 572.6 -12.3Q576.2 -13.5 579.3 -15.9L579.3 -1.6Q575.2 -0.1 571 0.7Q566.8 1.4 562.5 1.4Q547.8 1.4 539.4 -6.2Q531.1 -13.8 531.1 -27.3Q531.1 -40.8 539.4 -48.4Q547.8 -56 562.5 -56Q566.8 -56 571 -55.2Q575.2 -54.5 579.3 -53Z',
  'M594.4 -76L611.9 -76L611.9 -34.6L632 -54.7L652.3 -54.7L625.6 -29.6L654.4 0L633.3 0L611.9 -22.8L611.9 0L594.4 0L594.4 -76Z',
].join('');
/** The wordmark's ink box in those units. */
const WORDMARK_BOX = { x: 9, y: -76, width: 646, height: 78 };

/**
 * An SVG, exactly `width`×`height`, of the wordmark tiled diagonally across
 * the whole picture: white at low opacity with a faint dark outline, so it
 * reads on light and dark footage and no region of the preview stays clean.
 * The mark is about a fifth of the picture's longer side wide.
 */
export function watermarkSvg(width: number, height: number): Buffer {
  const markWidth = Math.min(600, Math.max(80, 0.22 * Math.max(width, height)));
  const scale = markWidth / WORDMARK_BOX.width;
  const cellWidth = markWidth * 1.9;
  const cellHeight = WORDMARK_BOX.height * scale * 5;
  // Two marks per cell, the second half a cell across and down: a brick pattern.
  const mark = (x: number, y: number) =>
    `<path transform="translate(${fmt(x)} ${fmt(y)}) scale(${fmt(scale, 4)}) translate(${-WORDMARK_BOX.x} ${-WORDMARK_BOX.y})" d="${WORDMARK}"/>`;
  const markHeight = WORDMARK_BOX.height * scale;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`,
    `<defs><pattern id="m" patternUnits="userSpaceOnUse" width="${fmt(cellWidth)}" height="${fmt(cellHeight)}"`,
    ` patternTransform="translate(${fmt(width / 2)} ${fmt(height / 2)}) rotate(-30)">`,
    `<g fill="#fff" fill-opacity="0.35" stroke="#000" stroke-opacity="0.35" stroke-width="${fmt(1 / scale, 3)}">`,
    mark((cellWidth - markWidth) / 4, (cellHeight / 2 - markHeight) / 2),
    mark((cellWidth - markWidth) / 4 + cellWidth / 2, (cellHeight / 2 - markHeight) / 2 + cellHeight / 2),
    mark((cellWidth - markWidth) / 4 - cellWidth / 2, (cellHeight / 2 - markHeight) / 2 + cellHeight / 2),
    '</g></pattern></defs>',
    `<rect width="${width}" height="${height}" fill="url(#m)"/>`,
    '</svg>',
  ];
  return Buffer.from(svg.join(''));
}

/** How many sizes of rendered watermark `watermarkPng` keeps. */
const KEPT_SIZES = 8;
const rendered = new Map<string, Promise<Buffer>>();

/**
 * `watermarkSvg` rendered to a PNG. Rasterising the tiled outlines takes
 * about 150 ms of CPU at 1280x720, and previews come in few sizes (most are
 * 1280 wide, 16:9), so the last few sizes are kept (a few tens of KB each).
 */
export function watermarkPng(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let png = rendered.get(key);
  if (png) {
    // Most recently used last: the Map's order is the eviction order.
    rendered.delete(key);
  } else {
    png = sharp(watermarkSvg(width, height)).png().toBuffer();
    png.catch(() => rendered.delete(key));
  }
  rendered.set(key, png);
  if (rendered.size > KEPT_SIZES) rendered.delete(rendered.keys().next().value as string);
  return png;
}

/** An SVG, exactly `width`×`height`, of the light-grey checkerboard editors use to show transparency. */
export function checkerboardSvg(width: number, height: number): Buffer {
  const square = Math.max(8, Math.round(Math.max(width, height) / 80));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><pattern id="c" patternUnits="userSpaceOnUse" width="${2 * square}" height="${2 * square}">` +
      `<rect width="${2 * square}" height="${2 * square}" fill="#ccc"/>` +
      `<rect width="${square}" height="${square}" fill="#fff"/>` +
      `<rect x="${square}" y="${square}" width="${square}" height="${square}" fill="#fff"/>` +
      `</pattern></defs><rect width="${width}" height="${height}" fill="url(#c)"/></svg>`,
  );
}

function fmt(n: number, digits = 2): string {
  return String(Number(n.toFixed(digits)));
}
