import type { UserType } from '@/lib/enums';
import type { CardView } from '@/lib/card';
import type {
  ApiBuilder, ApiUser, BookmarkToggle, MyProfileApi, RoleTypeChanged, SearchAnswer, StoredUpload, Suggestions, VerifiedLogin,
} from '@/lib/contract';

// Request shapes SPEC §3/§7 name; the answers are the server's own (lib/contract).

export type { UserType };

/** The user and builder account as the server shapes them (lib/contract/users.ts). */
export type { ApiUser };
export type BuilderAccountDetails = ApiBuilder;

export type LoginBody = { country_code: string; phone_number: string };
export type LoginData = { otp_token: string };
export type VerifyOtpBody = { otp_token: string; otp: string };
export type VerifyOtpData = VerifiedLogin;
export type ResendOtpBody = { otp_token: string };
/** Spelled as the server returns it. */
export type ResendOtpData = { Otp_Token: string };
export type RoleTypeData = RoleTypeChanged;

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

export type MyProfile = MyProfileApi;

/** An upload's answer (lib/contract/media.ts): data.location is the stored file's path. */
export type UploadData = StoredUpload;

export type { LocationOption, LocationValue } from '@/lib/location-option';
/** The auto-complete answer (lib/contract/search.ts). */
export type AutoCompleteData = Suggestions;

/**
 * Search answer (lib/contract/search.ts): SPEC §3's data/ads/totalNoOfPages/page
 * inside the envelope's data, each item a Card.
 */
export type SearchResult = SearchAnswer;
/** A result as the list store keeps it: at least what a card shows (the server's first page sends only that; the store still reads fields by name defensively). */
export type SearchItem = CardView & Record<string, unknown>;
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
