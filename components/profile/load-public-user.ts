import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AppError } from '@/lib/app-error';
import { publicUserDetails } from '@/server/users/service';
import type { PublicUser } from './public-profile';

/** Loads ?id= for a public profile page (once per request); unknown or malformed ids are a 404. */
export const loadPublicUser = cache(async (raw: string | string[] | undefined): Promise<PublicUser> => {
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2147483647) notFound();
  try {
    return (await publicUserDetails(id)) as PublicUser;
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') notFound();
    throw e;
  }
});


