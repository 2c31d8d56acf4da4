/**
 * Choosing among the widths of a picture (`thumbnails`: 320, 640, 960 px,
 * narrowest first) — as an `<img srcset>` where the browser chooses, or one
 * URL where an element takes only one (a video's poster).
 */

export interface PictureWidth {
  url: string;
  width: number;
  height: number;
}

/** `url 320w, url 640w, …`, or undefined when there are none. */
export function srcSetOf(widths: readonly PictureWidth[]): string | undefined {
  return widths.length > 0 ? widths.map((w) => `${w.url} ${w.width}w`).join(', ') : undefined;
}

/** The 640 px picture (the THUMBNAIL), else the widest: its size gives an `<img>` its shape. */
export function baseWidth(widths: readonly PictureWidth[]): PictureWidth | undefined {
  return widths.find((w) => w.width === 640) ?? widths.at(-1);
}

/** The narrowest picture at least `cssWidth` CSS pixels wide on this screen, else the widest. */
export function widthFor(widths: readonly PictureWidth[], cssWidth: number): PictureWidth | undefined {
  const needed = cssWidth * (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  return widths.find((w) => w.width >= needed) ?? widths.at(-1);
}
