import 'server-only';
import sharp from 'sharp';
import { AppError } from '@/lib/app-error';
import { IMAGE_LIMIT_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@/lib/constants';
import { IMAGE_KINDS, sniff } from '../uploads/sniff';
import { assertDecodeBudget, budgetedSharp, IMAGE_TOO_SLOW, timedOut } from './decode-budget';
import { hashFromPixels } from './phash';
import { RENDITION_WIDTHS } from './renditions';

export const IMAGE_ONLY_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded';

export type Rendition = { width: number; height: number; body: Buffer };
export type ProcessedPhoto = { width: number; height: number; phash: bigint; renditions: Rendition[] };

// The pixel budget by format and the decode timeout: decode-budget.ts.
export { MAX_PIXELS } from './decode-budget';
const WEBP_QUALITY = 80; // SPEC §9's compression quality 0.8

/**
 * Checks the bytes and makes the renditions: orientation applied from EXIF, then every
 * piece of metadata dropped (sharp writes none unless asked), so GPS, camera and
 * owner tags never reach a rendition. The photo is decoded once (JPEG shrink-on-load
 * straight to 1600 px) and every smaller width is cut from that.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > IMAGE_LIMIT_BYTES) throw new AppError('too_large', IMAGE_TOO_LARGE_MESSAGE).coded('image_too_large');
  const kind = sniff(bytes.subarray(0, 16));
  if (!kind || !IMAGE_KINDS.includes(kind.mime)) throw new AppError('validation', IMAGE_ONLY_MESSAGE).coded('image_only');

  const largest = Math.max(...RENDITION_WIDTHS);
  const unreadable = 'The image could not be read; please upload another photo';
  const budget = await assertDecodeBudget(bytes, unreadable);
  let base: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    base = await budgetedSharp(bytes, budget)
      .rotate()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (e) {
    if (timedOut(e)) throw new AppError('validation', IMAGE_TOO_SLOW).coded('image_too_slow');
    // Right magic number, broken or truncated body.
    throw new AppError('validation', unreadable).coded('image_unreadable');
  }
  const { width, height, channels } = base.info;
  const raw = { raw: { width, height, channels } };

  const renditions = await Promise.all(RENDITION_WIDTHS.map(async (w) => {
    const target = Math.min(w, width);
    const img = sharp(base.data, raw);
    const out = await (target < width ? img.resize({ width: target }) : img)
      .webp({ quality: WEBP_QUALITY, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    return { width: w, height: out.info.height, body: out.data };
  }));
  const grey = await sharp(base.data, raw).greyscale().resize(32, 32, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  return { width, height, phash: hashFromPixels(grey), renditions };
}
