/**
 * Profile photos: what may be uploaded, and the one small image kept of it.
 * The type comes from the bytes (file-type), never from the name or the
 * Content-Type header, and sharp must agree when it decodes them.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';

/** Sniffed MIME type → the format sharp reports for it (AVIF is a HEIF container to libvips). */
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};
export const ACCEPTED_PHOTO_TYPES = 'JPEG, PNG, WebP, GIF or AVIF';

/**
 * A 5 MB PNG or GIF can declare billions of pixels; this caps what one upload
 * may make sharp allocate (about 100 MB of RGBA) while still taking a 24 MP phone photo.
 */
const MAX_INPUT_PIXELS = 25_000_000;

export type AvatarResult =
  | { ok: true; webp: Buffer }
  | { ok: false; reason: 'UNSUPPORTED_MEDIA_TYPE' | 'INVALID_IMAGE'; message: string };

export async function renderAvatar(bytes: Buffer): Promise<AvatarResult> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const expectedFormat = sniffed && ACCEPTED[sniffed.mime];
  if (!expectedFormat) {
    return {
      ok: false,
      reason: 'UNSUPPORTED_MEDIA_TYPE',
      message: `The file is ${sniffed ? `${sniffed.mime}, not an accepted image` : 'not an image we recognise'}: upload ${ACCEPTED_PHOTO_TYPES}.`,
    };
  }
  try {
    // First frame only (animated GIF/WebP), upright per its EXIF orientation.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, pages: 1 });
    const { format } = await image.metadata();
    if (format !== expectedFormat) {
      return { ok: false, reason: 'INVALID_IMAGE', message: 'The file’s contents do not match its image type.' };
    }
    // sharp writes no metadata unless asked (keepMetadata/keepExif): EXIF, GPS and XMP stay behind.
    const webp = await image
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp };
  } catch (err) {
    const message = (err as Error).message;
    if (/pixel limit/i.test(message)) {
      return {
        ok: false,
        reason: 'INVALID_IMAGE',
        message: `The image is too large to process: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
      };
    }
    return { ok: false, reason: 'INVALID_IMAGE', message: 'The image could not be read; it may be damaged.' };
  }
}
