import 'server-only';
import { AppError } from '@/lib/app-error';
import type { Handler, RouteTable } from '../../platform/http/types';
import { readLimitedForm } from '../uploads/store';
import { requirePoster } from './poster';
import { savePhoto } from './service';

/**
 * Listing photo upload (SPEC §7 Images and files; contract in team POSTING-CONTRACT):
 * answers { id, location, width, height }; `id` goes into the listing's photo_ids.
 * The token is checked before a single byte of the body is read.
 */
const photoUpload = (field: string): Handler => async (ctx) => {
  const userId = await requirePoster(ctx);
  const form = await readLimitedForm(ctx.req);
  const file = form.get(field);
  if (!(file instanceof Blob) || file.size === 0) throw new AppError('validation', 'Upload image!').coded('image_required');
  return { data: await savePhoto(userId, file), message: 'Image uploaded successfully' };
};

export const mediaRoutes: RouteTable = {
  'POST /api/property/images/upload-property-image': photoUpload('image'),
  // Agriculture's upload takes the field `file` (SPEC §7).
  'POST /property/agriculture/upload-photo': photoUpload('file'),
};
