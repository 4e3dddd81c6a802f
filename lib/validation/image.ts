import * as yup from 'yup';
import { IMAGE_LIMIT_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@/lib/constants';

// SPEC §5: the limit is 10485760 bytes while the text says 3mb; both are kept
// as written (the spec flags the disagreement itself).

/** Error text for a file over the limit, else undefined. */
export function checkImageSize(file: { size: number } | null | undefined): string | undefined {
  return file && file.size > IMAGE_LIMIT_BYTES ? IMAGE_TOO_LARGE_MESSAGE : undefined;
}

/** Optional yup rule for a File/Blob field (strings = already uploaded URLs pass). */
export const imageFile = () =>
  yup
    .mixed<Blob | string>()
    .test('image-size', IMAGE_TOO_LARGE_MESSAGE, (v) => !(v instanceof Blob) || !checkImageSize(v));
