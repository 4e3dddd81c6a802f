import { get, post, upload } from '@/services/http';
import type { AgentReraApi, CallbackApi, CallbackPage, NotificationSettingsApi, ProfileBundle, VerifyEmailSent } from '@/lib/contract';
import type {
  BuilderProfilePayload, BuilderRegisterPayload, Payload, ProfileUpdatePayload, UploadData,
} from './types';

// SPEC §7 profile, settings and callback calls.
export { updateRoleType, fetchMyProfile } from './auth';

export const updateBuyerProfile = (body: ProfileUpdatePayload) =>
  post<ProfileBundle>('/api/user/update-buyer-profile', body);
export const updateAgentProfile = (body: ProfileUpdatePayload) =>
  post<ProfileBundle>('/api/user/update-agent-profile', body);
export const updateBuilderProfile = (body: BuilderProfilePayload) =>
  post<ProfileBundle>('/api/user/update-builder-profile', body);

/** Which update-*-profile call to use; the spec names no owner endpoint, so the caller picks. */
export type ProfileEndpoint = 'buyer' | 'agent' | 'builder';
export type SaveProfileArg =
  | { endpoint: 'buyer' | 'agent'; payload: ProfileUpdatePayload }
  | { endpoint: 'builder'; payload: BuilderProfilePayload };

export function saveProfile({ endpoint, payload }: SaveProfileArg) {
  if (endpoint === 'builder') return updateBuilderProfile(payload);
  return endpoint === 'agent' ? updateAgentProfile(payload) : updateBuyerProfile(payload);
}

export const createBuilderRegister = (body: BuilderRegisterPayload) =>
  post<ProfileBundle>('/api/user/create-builder-register', body);

/** Multipart field `image`; data.location is the stored image path. */
export const uploadUserImage = (file: Blob, filename?: string) =>
  upload<UploadData>('/api/user/images/upload-user-image', 'image', file, filename);

/** Multipart field `file` (not `image`, unlike the user image). */
export const uploadCompanyLogo = (file: Blob, filename?: string) =>
  upload<UploadData>('/profile/upload-company-logo', 'file', file, filename);

export const sendVerifyEmail = (body: Payload = {}) => post<VerifyEmailSent>('/profile/send-verify-email', body);
export const verifyEmail = (body: Payload) => post<ProfileBundle>('/profile/verify-email', body);

export const updateNotificationSettings = (body: Payload) =>
  post<NotificationSettingsApi>('/api/user/settings/update-notification', body);

export const findAllRequestCallbacks = (body: Payload = {}) =>
  post<CallbackPage>('/api/user/request-callback/findAll', body);
export const createRequestCallback = (body: Payload) =>
  post<CallbackApi>('/api/user/request-callback/create', body);
export const fetchMyPropertyRequestCallbacks = (params?: Record<string, unknown>) =>
  get<CallbackPage>('/api/user/my-property/fetch-request-callback', params);

/** An agent's own RERA registration (not in the SPEC). */
export const saveAgentRera = (body: { state: string; number: string }) =>
  post<AgentReraApi>('/api/user/rera-registration', body);
export const removeAgentRera = () => post<{ removed: boolean }>('/api/user/rera-registration/remove', {});
