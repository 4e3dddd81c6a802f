import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AppError } from '@/lib/app-error';
import { publicUserDetails } from './details';
import type { PublicUser } from '@/lib/public-user';

/**
 * The public profile page's user from its ?id= (once per request); unknown or
 * malformed ids are the 404 page. (The API call is publicUserDetails.)
 */
export const loadPublicProfilePage = cache(async (raw: string | string[] | undefined): Promise<PublicUser> => {
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2147483647) notFound();
  try {
    return (await publicUserDetails(id)) as PublicUser;
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') notFound();
    throw e;
  }
});


