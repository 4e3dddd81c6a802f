import 'server-only';
import { AppError } from '@/lib/app-error';
import { assertDecodeBudget, budgetedSharp, IMAGE_TOO_SLOW, timedOut } from '../media/decode-budget';
import type { FileKind } from './sniff';

// Profile pictures, company logos and document scans are decoded and written
// anew, as listing photos are (server/listings/media/process.ts): whatever was hidden in
// the upload (GPS and camera EXIF, XMP, ICC names, comments, HTML after the
// image data, a second image in a polyglot) is not in the bytes we store and
// serve. A file that does not decode fully (truncated, a JPEG header in front
// of something else) is refused, and so is a decompression bomb: the pixel
// count is read from the header and refused over the format's budget before
// anything is decoded, and a decode that runs too long is stopped
// (server/listings/media/decode-budget.ts).

export const IMAGE_UNREADABLE = 'The image could not be read; please upload another image';

/** Longest side kept: avatars and logos are shown at most a few hundred px wide; ID scans must stay legible. */
export const AVATAR_MAX_SIDE = 1600;
export const DOCUMENT_MAX_SIDE = 2400;

/**
 * Decodes the image completely, turns it upright by its EXIF orientation, fits it
 * within `maxSide` (never enlarged) and encodes it again in its own format with no
 * metadata. JPEG stays JPEG, PNG stays PNG (logos keep transparency), WebP stays WebP.
 */
export async function cleanImage(bytes: Buffer, kind: FileKind, maxSide: number): Promise<Buffer> {
  const budget = await assertDecodeBudget(bytes, IMAGE_UNREADABLE);
  try {
    const img = budgetedSharp(bytes, budget)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    if (kind.ext === 'jpg') return await img.jpeg({ quality: 85 }).toBuffer();
    if (kind.ext === 'png') return await img.png({ compressionLevel: 6 }).toBuffer();
    return await img.webp({ quality: 85 }).toBuffer();
  } catch (e) {
    throw timedOut(e) ? new AppError('validation', IMAGE_TOO_SLOW).coded('image_too_slow') : new AppError('validation', IMAGE_UNREADABLE).coded('image_unreadable');
  }
}
