import 'server-only';
import { publicUrl } from './storage';

export { RENDITION_WIDTHS } from '@/lib/media/renditions';

export const renditionKey = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

/** Public URL of the largest rendition: what listings store and the contract calls `location`. */
export function photoLocation(photo: { storageKey: string; widths: number[] }): string {
  return publicUrl(renditionKey(photo.storageKey, Math.max(...photo.widths)));
}
