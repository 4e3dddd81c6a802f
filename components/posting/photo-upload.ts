'use client';
import { AppError } from '@/lib/app-error';
import { checkImageSize } from '@/lib/validation/image';
import { compressImage } from '@/components/forms/compress-image';
import { uploadAgriculturePhoto, uploadPropertyImage } from '@/services/api/posting';

export type Photo = { id: number; url: string };
export const MAX_PHOTOS = 20;
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * One photo through SPEC §5: size check (10485760 bytes, 'Please upload below 3mb!'),
 * browser-image-compression at quality 0.8, then the upload with progress.
 * Agriculture listings use their own call (multipart field `file`).
 */
export async function sendPhoto(file: File, opts: {
  agriculture: boolean; guestToken?: string | null; onProgress: (f: number) => void;
}): Promise<Photo> {
  const tooLarge = checkImageSize(file);
  if (tooLarge) throw new AppError('too_large', tooLarge);
  const small = await compressImage(file);
  const call = opts.agriculture ? uploadAgriculturePhoto : uploadPropertyImage;
  const res = await call(small, file.name, { guestToken: opts.guestToken, onProgress: opts.onProgress });
  return { id: res.data.id, url: res.data.location };
}

/** Moves the item at `from` to `to` (both clamped), as a new array. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}
