import 'server-only';
import { publicUrl } from './storage';

/**
 * Widths of the WebP renditions written for every photo (phone card, desktop card /
 * phone detail, desktop detail, full screen). A smaller original is never upscaled:
 * its rendition at a larger width holds the original size, so every width exists and
 * the image loader can pick one without knowing the photo.
 */
export const RENDITION_WIDTHS = [320, 640, 1024, 1600] as const;

export const renditionKey = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

/** Public URL of the largest rendition: what listings store and the contract calls `location`. */
export function photoLocation(photo: { storageKey: string; widths: number[] }): string {
  return publicUrl(renditionKey(photo.storageKey, Math.max(...photo.widths)));
}
