/**
 * The widths of a picture (`thumbnails`: 320, 640, 960 px, narrowest first)
 * as an `<img srcset>`, where the browser chooses. A video's poster takes one
 * URL: the item page shows the widest (MediaDetailPage.tsx).
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
