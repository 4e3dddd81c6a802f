import 'server-only';
import type { User } from '../../platform/db/schema';
import type { builderAccounts } from '../../platform/db/schema';
import type { ApiBuilder, ApiUser } from '@/lib/contract';

type Builder = typeof builderAccounts.$inferSelect;

/** The user as the API shows it to its owner (SPEC §3 "User fields read from responses"). */
export function toApiUser(u: User): ApiUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    email_verified: u.emailVerified,
    country_code: u.countryCode,
    phone_number: u.phoneNumber,
    phone_verified: u.phoneVerified,
    is_registered: u.isRegistered,
    role_type: u.roleType,
    profile_picture: u.profilePicture,
    description: u.description,
    city: u.cityName
      ? { area: u.cityArea, city: u.cityName, lat: u.cityLat, long: u.cityLong }
      : null,
  };
}

export function toApiBuilder(b: Builder | undefined | null): ApiBuilder | null {
  if (!b) return null;
  return {
    company_logo: b.companyLogo,
    company_name: b.companyName,
    company_role: b.companyRole,
    phone_number: b.phoneNumber,
    description: b.description,
  };
}

/** What a stranger may see of a user: no phone, no e-mail. */
export function toPublicUser(u: User, b: Builder | undefined | null, listingCount: number) {
  return {
    id: u.id,
    name: u.name,
    role_type: u.roleType,
    profile_picture: u.profilePicture,
    description: u.description,
    city: u.cityName,
    member_since: u.createdAt.toISOString(),
    builder_account_details: b
      ? { company_logo: b.companyLogo, company_name: b.companyName, company_role: b.companyRole }
      : null,
    listing_count: listingCount,
  };
}

export type { ApiUser };
