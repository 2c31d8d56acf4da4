/**
 * Derivatives of an uploaded photo or illustration, with sharp (no ffmpeg):
 * THUMBNAIL `thumbnail.webp` 640 px wide and PREVIEW `preview.webp` 1280 px
 * wide under the tiled Framestock watermark, never enlarged, upright per the
 * EXIF orientation, transparency kept. The original is decoded once.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { type Derivative, removeOutputs } from './derivatives.js';
import { MediaToolError } from './tools.js';
import { watermarkPng } from './watermark.js';

/** Output names in the output directory. */
export const IMAGE_FILES = { thumbnail: 'thumbnail.webp', preview: 'preview.webp' } as const;

/**
 * Images may be up to 50 MiB (UPLOAD_MAX_IMAGE_BYTES), which a PNG or TIFF
 * can use to declare far more pixels than it holds. 100 megapixels takes a
 * 61 MP full-frame photo or a 10000x10000 scan (about 400 MB of RGBA in the
 * worst case) and refuses anything larger before decoding it.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Formats sharp reports that we accept as an image upload (AVIF is HEIF to libvips); SVG, PDF and the rest are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

/** What `probeImage` reports. */
export interface ImageInfo {
  /** Upright size (EXIF orientation applied). */
  width: number;
  height: number;
  /** sharp's name of the decoder: jpeg, png, webp, gif, tiff or heif. */
  format: string;
  hasAlpha: boolean;
}

/** Reads an image's upright size and format from its header; rejects what `makeImageDerivatives` would. */
export async function probeImage(file: string): Promise<ImageInfo> {
  const meta = await readable(() => open(file).metadata());
  if (!ACCEPTED_FORMATS.has(meta.format)) {
    throw new MediaToolError('The file is not a JPEG, PNG, WebP, GIF, TIFF or AVIF image', {
      code: 'INVALID_MEDIA',
      detail: `sharp format: ${meta.format}`,
    });
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooLarge();
  return { width: meta.autoOrient.width, height: meta.autoOrient.height, format: meta.format, hasAlpha: meta.hasAlpha };
}

/**
 * Makes an image's derivatives from a local file into `outDir` (created if
 * needed). Rejects with a `MediaToolError` when the file is not an accepted
 * image, is damaged, or has more than `MAX_IMAGE_PIXELS`.
 */
export async function makeImageDerivatives(input: string, outDir: string): Promise<Derivative[]> {
  await probeImage(input);
  await mkdir(outDir, { recursive: true });
  await removeOutputs(outDir, Object.values(IMAGE_FILES));
  // One decode: the preview-sized pixels, from which both files are made.
  const { data, info } = await readable(() =>
    open(input)
      .resize({ width: 1280, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const preview = path.join(outDir, IMAGE_FILES.preview);
  const thumbnail = path.join(outDir, IMAGE_FILES.thumbnail);
  await writeFile(
    preview,
    await sharp(data, raw)
      .composite([{ input: await watermarkPng(info.width, info.height) }])
      .webp({ quality: 82 })
      .toBuffer(),
  );
  const thumb = await sharp(data, raw)
    .resize({ width: 640, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  await writeFile(thumbnail, thumb.data);
  return [
    {
      role: 'THUMBNAIL',
      file: thumbnail,
      contentType: 'image/webp',
      width: thumb.info.width,
      height: thumb.info.height,
    },
    { role: 'PREVIEW', file: preview, contentType: 'image/webp', width: info.width, height: info.height },
  ];
}

function open(file: string): Sharp {
  // First frame of an animated GIF/WebP, upright per its EXIF orientation.
  return sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true, pages: 1 });
}

/** Runs a sharp step, turning its errors into `MediaToolError`s an admin can read. */
async function readable<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof MediaToolError) throw err;
    const message = (err as Error).message;
    if (/pixel limit/i.test(message)) throw tooLarge();
    throw new MediaToolError(
      /unsupported image format/i.test(message)
        ? 'The file is not an image we can read'
        : 'The image could not be read; it may be damaged',
      { code: 'INVALID_MEDIA', detail: message, cause: err },
    );
  }
}

function tooLarge(): MediaToolError {
  return new MediaToolError(`The image is too large to process: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`, {
    code: 'INVALID_MEDIA',
  });
}
