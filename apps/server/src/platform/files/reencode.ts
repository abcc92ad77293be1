/**
 * Uploaded photos are never stored as sent: decoded and re-encoded as JPEG, turned upright by their EXIF
 * orientation, at most IMAGE_MAX_SIDE pixels a side. Metadata (GPS position, camera, owner) is dropped, and a
 * file that only looks like an image, or hides something after a valid header, does not survive decoding.
 */

export const IMAGE_MAX_SIDE = 2400;
/** Refuse decompression bombs: more input pixels than a 50-megapixel photo. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The re-encoded JPEG, or null when the bytes do not decode as an image. */
export async function reencodeImage(bytes: Buffer): Promise<Buffer | null> {
  try {
    // Loaded on the first upload, not at start-up (libvips is large).
    const { default: sharp } = await import('sharp');
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}
