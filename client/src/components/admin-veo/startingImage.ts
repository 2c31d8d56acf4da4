/**
 * A picked starting image, scaled in the browser to at most 1280 px on its
 * long side and re-encoded as JPEG, so it fits in one GraphQL request (bodies
 * stop at 1 MB) whatever the camera made. Returns a `data:` URL.
 */
const LONG_SIDE = 1280;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

export const STARTING_IMAGE_TYPES = ACCEPTED.join(',');

export async function prepareStartingImage(file: File, maxBytes: number): Promise<string> {
  if (!ACCEPTED.includes(file.type)) throw new Error('Choose a JPEG, PNG or WebP image.');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error('That image could not be read. Choose another JPEG, PNG or WebP image.');
  }
  const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.9, 0.8, 0.65]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    // base64: four characters per three bytes.
    if (((url.length - url.indexOf(',') - 1) * 3) / 4 <= maxBytes) return url;
  }
  throw new Error('That image stays too large even scaled down. Choose a simpler image.');
}
