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
