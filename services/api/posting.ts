import { post, upload, type UploadOptions } from '@/services/http';
import type { ListingBody } from '@/lib/posting/schemas';
import type {
  DayViews, GuestSession, ListingDeleted, MyPage, MyPropertyItem, MyStatus, PostingGroup, PostResult, PropertyStatistics, UploadedPhoto,
} from '@/lib/contract';

// Posting calls (SPEC §7 Create property, Guest post, Images and files,
// My properties, Delete); the request shapes are the server's own
// (lib/posting/schemas.ts). The create and edit paths come from the category
// table in lib/posting.

export type ListingStatus = MyStatus;
export type { PostingGroup };

/** The one listing body of every create, edit and guest call. */
export type { ListingBody };

/** What a create, edit or guest post answers (the server's PostResult). */
export type SavedListing = PostResult;
export type { UploadedPhoto };

/** One listing of My Properties and a page of them, as the server shapes them (lib/contract/posting.ts). */
export type { MyPropertyItem };
export type MyPropertyList = MyPage<MyPropertyItem>;
export type MyPropertyQuery = { page_no?: number; status?: string; group?: string };

/** The guest posting token goes where a login token would (it is not a login). */
const guestHeaders = (guestToken?: string | null) => (guestToken ? { 'x-access-token': guestToken } : undefined);

export const createListing = (path: string, body: ListingBody) => post<SavedListing>(path, body);
export const editListing = (path: string, body: ListingBody) => post<SavedListing>(path, body);

export type GuestKind = 'apartment' | 'residential' | 'villa' | 'plot';
export const guestPost = (kind: GuestKind, body: ListingBody, guestToken: string) =>
  post<SavedListing>(`/api/post-property-guest/${kind}`, body, { headers: guestHeaders(guestToken) });

export const guestVerifyOtp = (body: { otp_token: string; otp: string }) =>
  post<GuestSession>('/api/post-property-guest/verify-otp', body);

export type PhotoUploadOptions = Omit<UploadOptions, 'headers'> & { guestToken?: string | null };

/** Multipart field `image`; answers the photo's id and its largest rendition. */
export const uploadPropertyImage = (file: Blob, filename: string, { guestToken, ...opts }: PhotoUploadOptions = {}) =>
  upload<UploadedPhoto>('/api/property/images/upload-property-image', 'image', file, filename, { ...opts, headers: guestHeaders(guestToken) });

/** Agriculture photos: multipart field `file`. */
export const uploadAgriculturePhoto = (file: Blob, filename: string, { guestToken, ...opts }: PhotoUploadOptions = {}) =>
  upload<UploadedPhoto>('/property/agriculture/upload-photo', 'file', file, filename, { ...opts, headers: guestHeaders(guestToken) });

export const myPropertyList = (body: MyPropertyQuery = {}) =>
  post<MyPropertyList>('/api/user/my-property/my-property-list', body);

export const myPropertyFindOne = (property_id: number) =>
  post<ListingBody & Record<string, unknown>>('/api/user/my-property/my-property-list-find-one', { property_id });

export type { DayViews };
export const myPropertyStatistics = (property_id: number) =>
  post<PropertyStatistics>('/api/user/my-property/my-property-statistics', { property_id });

export const deleteListing = (group: PostingGroup, property_id: number) =>
  post<ListingDeleted>(`/api/${group}/delete-property`, { property_id });

/** "Still available": renews the 60-day freshness clock (not a SPEC call; see the contract). */
export const confirmAvailable = (property_id: number) =>
  post<PostResult>('/api/user/my-property/confirm-available', { property_id });
