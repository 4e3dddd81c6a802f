import type { UserType } from '../enums';

export type ApiCity = { area: string | null; city: string; lat: number | null; long: number | null };

/** The user as the API shows it to its owner (SPEC §3 "User fields read from responses"). */
export type ApiUser = {
  id: number;
  name: string | null;
  email: string | null;
  email_verified: boolean;
  country_code: string;
  phone_number: string;
  phone_verified: boolean;
  is_registered: boolean;
  role_type: UserType;
  profile_picture: string | null;
  description: string | null;
  city: ApiCity | null;
};

export type ApiBuilder = {
  company_logo: string | null;
  company_name: string | null;
  company_role: string | null;
  phone_number: string | null;
  description: string | null;
};

/** The user with their builder account: what login, registration and profile edits answer. */
export type ProfileBundle = {
  user: ApiUser;
  builder_account_details: ApiBuilder | null;
  builder_profile_completed: boolean;
};

/** VerifyOtp's answer: the session's token and who signed in. */
export type VerifiedLogin = ProfileBundle & { accessToken: string };

/** The settings page's switches; updated_at is null until they are first saved. */
export type NotificationSettingsApi = {
  sms_alerts: boolean;
  email_alerts: boolean;
  in_app_alerts: boolean;
  whatsapp_alerts: boolean;
  newsletter: boolean;
  updated_at: string | null;
};

/** fetch-my-profile: the profile bundle plus the notification settings. */
export type MyProfileApi = ProfileBundle & { notification_settings: NotificationSettingsApi };

/** update-role-type's answer, spelled as the server sends it. */
export type RoleTypeChanged = { Role_type: UserType };

/** send-verify-email's answer: where the code went, how long it lasts and when another may be sent (seconds). */
export type VerifyEmailSent = { email: string; expires_in: number; resend_after: number };
