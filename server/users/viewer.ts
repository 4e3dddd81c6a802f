import 'server-only';
import { cookies } from 'next/headers';
import { cityFromCookie, CITY_COOKIE } from '@/lib/city';
import { isDemoSms } from '../sms/sender';
import { sessionFromCookies } from '../auth/session';
import { getDb } from '../db/client';
import { builderAccounts } from '../db/schema';
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
  return {
    city: cityFromCookie(storedCity),
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
