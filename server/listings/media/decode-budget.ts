import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '@/lib/app-error';

// What one uploaded image may cost to decode. The pixel count is read from the
// header (no pixel is decoded) and refused over the format's budget before any
// work: a PNG of zeros compresses ~8000 pixels into a byte, so 15 kB on the wire
// can ask for 119 megapixels and most of a second of CPU. JPEG decodes straight to
// the size we keep (shrink-on-load, 1/8 at most), so a panorama stays cheap; PNG
// and WebP have no such shortcut and get a smaller budget, above any screenshot,
// render or logo. A decode that still runs longer than the timeout is stopped.

/** A 12-megapixel phone photo is 4000x3000; JPEG panoramas run to ~100 MP. */
export const MAX_PIXELS = 120_000_000;
/** PNG and WebP (decoded in full): 6000x4000 at most. */
const FULL_DECODE_MAX_PIXELS = 24_000_000;
/** Wall time one decode may take, a net for what the pixel budget does not foresee (a busy machine needs headroom). */
const DECODE_TIMEOUT_SECONDS = 2;

export const IMAGE_TOO_SLOW = 'The image took too long to process; please upload a smaller image';

const mp = (n: number) => `${Math.round(n / 1e6)} megapixels`;

/** The pixel budget of one image by its format (jpeg, png, webp). */
function pixelBudget(format: string | undefined): number {
  return format === 'jpeg' ? MAX_PIXELS : FULL_DECODE_MAX_PIXELS;
}

/**
 * Reads the header and refuses (400) an image over its format's pixel budget, naming both;
 * `unreadable` is the message for bytes whose header does not parse.
 */
export async function assertDecodeBudget(bytes: Buffer, unreadable: string): Promise<number> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('validation', unreadable).coded('image_unreadable');
  }
  // The first page or frame only: that is all sharp decodes unless asked for more.
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (!pixels) throw new AppError('validation', unreadable).coded('image_unreadable');
  const budget = pixelBudget(meta.format);
  if (pixels > budget) {
    throw new AppError('validation',
      `The image is too large to process: ${mp(pixels)}; at most ${mp(FULL_DECODE_MAX_PIXELS)} for a PNG or WebP, ${mp(MAX_PIXELS)} for a JPEG. Please upload a smaller image`,
      { pixels, max_pixels: budget }).coded('image_too_many_pixels');
  }
  return budget;
}

/** A sharp pipeline over checked bytes: the format's pixel cap, the timeout, strict decoding. */
export function budgetedSharp(bytes: Buffer, budget: number): Sharp {
  return sharp(bytes, { limitInputPixels: budget, failOn: 'error' }).timeout({ seconds: DECODE_TIMEOUT_SECONDS });
}

/** sharp's own error when the timeout stopped the pipeline. */
export const timedOut = (e: unknown) => e instanceof Error && /timeout/i.test(e.message);
