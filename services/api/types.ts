import type { UserType } from '@/lib/enums';
import type { BookmarkToggle } from '@/lib/contract';

// Shapes SPEC §3/§7 name. Fields the spec does not name are left open
// (index signatures) instead of guessed.

export type { UserType };

export type ApiUser = {
  phone_verified?: boolean;
  is_registered?: boolean;
  role_type?: UserType;
  name?: string | null;
  country_code?: string;
  phone_number?: string;
  profile_picture?: string | null;
  [key: string]: unknown;
};

export type BuilderAccountDetails = {
  company_logo?: string | null;
  company_name?: string | null;
  phone_number?: string | null;
};

export type LoginBody = { country_code: string; phone_number: string };
export type LoginData = { otp_token: string };
export type VerifyOtpBody = { otp_token: string; otp: string };
export type VerifyOtpData = {
  accessToken: string;
  user: ApiUser;
  builder_account_details?: BuilderAccountDetails | null;
  builder_profile_completed?: boolean;
};
export type ResendOtpBody = { otp_token: string };
/** Spelled as the server returns it. */
export type ResendOtpData = { Otp_Token: string };
export type RoleTypeData = { Role_type: UserType };

export type CityArea = { area?: string; city?: string; lat?: number | string; long?: number | string };

/** SPEC §3 "Profile update payload"; edit payloads add description and city. */
export type ProfileUpdatePayload = {
  profile_picture?: string;
  name?: string;
  email?: string;
  description?: string;
  city?: CityArea;
};
export type BuilderProfilePayload = ProfileUpdatePayload & {
  company_logo?: string;
  company_name?: string;
  company_role?: string;
};
export type BuilderRegisterPayload = {
  company_logo: string;
  name: string;
  email?: string;
  company_name: string;
  company_role: string;
};

export type MyProfile = {
  user?: ApiUser;
  builder_account_details?: BuilderAccountDetails | null;
  builder_profile_completed?: boolean;
  [key: string]: unknown;
};

export type UploadData = { location: string };

export type { LocationOption, LocationValue } from '@/lib/location-option';
export type Suggestion = { city_name: string; locality_name?: string; id?: number; lat?: number | null; lng?: number | null };
export type AutoCompleteData = { locality: Suggestion[]; city: Suggestion[]; pages: number };

export type SearchItem = { id: string | number; ResidentialProject?: boolean; [key: string]: unknown };
/**
 * Search answer. SPEC §3 lists data/ads/totalNoOfPages/page; with the fixed
 * envelope they sit inside envelope.data.
 */
export type SearchResult = { data: SearchItem[]; ads: unknown[]; totalNoOfPages: number; page: number };
export type SearchBody = { city?: string[]; page: number; limit: number; [key: string]: unknown };

export type SavedPropertyPayload = { property_id: string | number; property_type: string };
/** create-bookmarks' answer (the server's own type). */
export type BookmarkData = BookmarkToggle;

export type AnalyticsPayload = {
  action_type: string;
  property_type: string;
  property_id: string | number;
  page_no: number;
  [key: string]: unknown;
};

/** Payloads the spec does not spell out are passed through unchanged. */
export type Payload = Record<string, unknown>;
