'use client';
import { IMAGE_QUALITY } from '@/lib/constants';

/**
 * SPEC §5: images are compressed at quality 0.8; every other option is the
 * library's default (which is where large PNGs become JPEG). Loaded on demand
 * so the library stays out of the page bundle until someone picks an image.
 * The web worker is off: it would fetch the library again from a public CDN.
 */
export async function compressImage(file: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  try {
    return await imageCompression(file, { initialQuality: IMAGE_QUALITY, useWebWorker: false });
  } catch {
    // Compression only saves bytes; an image the library cannot redraw is sent as it is.
    return file;
  }
}
