import { del, post } from '@/services/http';
import type { GuestSession, ProfileBundle } from '@/lib/contract';
import type {
  LoginBody, LoginData, MyProfile, Payload, ResendOtpBody, ResendOtpData, RoleTypeData,
  UserType, VerifyOtpBody, VerifyOtpData,
} from './types';
import type { ProfileUpdatePayload } from './types';

// SPEC §7 "Auth and user" (paths spelled exactly as the server exposes them).

export const login = (body: LoginBody) => post<LoginData>('/api/user/auth/Login', body);

export const verifyOtp = (body: VerifyOtpBody) => post<VerifyOtpData>('/api/user/auth/VerifyOtp', body);

export const resendOtp = (body: ResendOtpBody) => post<ResendOtpData>('/api/user/auth/ResendOtp', body);

export const logout = () => del<null>('/auth/logout');

/** OTP check of the guest posting flows. */
export const guestVerifyOtp = (body: Payload) => post<GuestSession>('/api/post-property-guest/verify-otp', body);

export const initialRegister = (body: Pick<ProfileUpdatePayload, 'profile_picture' | 'name' | 'email'>) =>
  post<ProfileBundle>('/api/user/intial-register', body);

export const fetchMyProfile = () => post<MyProfile>('/api/user/fetch-my-profile');

export const updateRoleType = (role_type: UserType) =>
  post<RoleTypeData>('/api/user/update-role-type', { role_type });

/** Another user's public details (no login needed). */
export const fetchPublicUser = (body: Payload) => post<unknown>('/api/public/featch-user-details', body);
