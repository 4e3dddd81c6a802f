import 'server-only';
import { cookies, headers } from 'next/headers';
import { cityFromCookie, CITY_COOKIE } from '@/lib/city';
import { decodePageCity, headerCity, PAGE_CITY_HEADER } from '@/lib/page-city';
import { isDemoSms } from '../../platform/sms/sender';
import { sessionFromCookies } from '../auth/session';
import { getDb } from '../../platform/db/client';
import { builderAccounts } from '../../platform/db/schema';
import { eq } from 'drizzle-orm';

/** What the shell needs to render the first paint for this visitor. */
export async function currentViewer() {
  const jar = await cookies();
  const storedCity = jar.get(CITY_COOKIE)?.value;
  const session = await sessionFromCookies();
  let logo: string | null = null;
  if (session?.user.roleType === 'builder') {
    const db = await getDb();
    const [b] = await db.select({ logo: builderAccounts.companyLogo }).from(builderAccounts)
      .where(eq(builderAccounts.userId, session.user.id)).limit(1);
    logo = b?.logo ?? null;
  }
  const u = session?.user;
  // The page's own city (search, landing, detail: set by middleware.ts from the URL) for the header.
  const page = decodePageCity((await headers()).get(PAGE_CITY_HEADER));
  return {
    city: headerCity(page, storedCity, cityFromCookie(storedCity)),
    /** Set on search and landing pages: the header shows it whatever city is stored (the client keeps it too). */
    pageCity: page?.kind === 'page' ? page.city : null,
    hasStoredCity: !!storedCity,
    demoMode: isDemoSms(),
    auth: u
      ? {
          loggedIn: true, user_type: u.roleType, name: u.name, profile_pic: u.profilePicture ?? logo,
          mobile: u.phoneNumber, country_code: u.countryCode, mobileVerified: u.phoneVerified,
          profileCompleted: u.isRegistered,
        }
      : null,
  };
}

/** The visitor's current city (cookie mirror of browser storage, default Bengaluru). */
export async function currentCity(): Promise<string> {
  const v = (await cookies()).get(CITY_COOKIE)?.value;
  return cityFromCookie(v);
}
