import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/lib/i18n/locales';
import { cookieOf } from '@/lib/i18n/cookie';
import { getDb } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import type { CookieSpec } from '../../platform/http/types';


/** Remembers a signed-in user's pick in the switcher: alerts are then written in it. */
export async function saveLanguage(userId: number, locale: Locale): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * At login the device and the profile meet. A device that never picked gets the
 * profile's language (the cookie, so the language offer names it); a profile that
 * never picked keeps the device's pick. Neither overrides a choice the other made.
 */
export async function syncLanguageAtLogin(user: { id: number; locale: string | null }, cookieHeader: string | null): Promise<CookieSpec[]> {
  const device = cookieOf(cookieHeader, LOCALE_COOKIE);
  if (isLocale(device)) {
    if (!user.locale) {
      const db = await getDb();
      await db.update(users).set({ locale: device }).where(and(eq(users.id, user.id), isNull(users.locale)));
    }
    return [];
  }
  return isLocale(user.locale) ? [{ name: LOCALE_COOKIE, value: user.locale, maxAge: LOCALE_COOKIE_MAX_AGE, httpOnly: false }] : [];
}
