import { AppError } from '@/lib/app-error';
import { readAll } from '@/lib/storage';
import type { ServerText } from '@/lib/server-messages';
import type { VerifyOtpData } from '@/services/api/types';

// The logged-in user as the UI sees it, and the two ways it is derived:
// from browser storage (start-up) and from a verify answer (login).

export type SessionUser = {
  loggedIn: boolean;
  user_type: string | null;
  name: string | null;
  profile_pic: string | null;
  mobile: string | null;
  country_code: string | null;
  mobileVerified: boolean;
  profileCompleted: boolean;
};
/** A failed call: the server's English message, its code for the client's wording, and its data. */
export type AuthError = ServerText & { data?: unknown };
export type AuthState = SessionUser & { inProgress: boolean; error: AuthError | null };

export const anonymous: SessionUser = {
  loggedIn: false, user_type: null, name: null, profile_pic: null, mobile: null,
  country_code: null, mobileVerified: false, profileCompleted: false,
};

export function fromStorage(): SessionUser {
  const s = readAll();
  return {
    loggedIn: !!s.accessToken, user_type: s.user_type, name: s.name, profile_pic: s.profile_pic,
    mobile: s.mobile, country_code: s.country_code,
    mobileVerified: s.mobileVerified ?? false, profileCompleted: s.profileCompleted ?? false,
  };
}

export const toAuthError = (e: unknown): AuthError =>
  e instanceof AppError
    ? { message: e.message, ...(e.messageCode ? { code: e.messageCode } : {}), ...(e.params ? { params: e.params } : {}), data: e.data }
    : { message: 'Something Went Wrong', code: 'something_went_wrong' };

/** Session fields a verify answer implies (SPEC §3 "User fields read from responses"). */
export function sessionFromVerify({ user, builder_account_details: b }: VerifyOtpData): SessionUser {
  return {
    loggedIn: true, user_type: user.role_type ?? 'buyer', name: user.name ?? null,
    profile_pic: user.profile_picture || b?.company_logo || null, mobile: user.phone_number ?? null,
    country_code: user.country_code ?? null, mobileVerified: !!user.phone_verified,
    profileCompleted: !!user.is_registered,
  };
}
