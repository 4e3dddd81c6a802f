import { post, upload, type UploadOptions } from '@/services/http';
import type { ListingBody } from '@/lib/posting/schemas';

// Issue 9 posting calls (SPEC §7 Create property, Guest post, Images and files,
// My properties, Delete; shapes from /work/team/POSTING-CONTRACT.md). The
// create and edit paths come from the category table in lib/posting.

export type ListingStatus = 'live' | 'pending' | 'expired' | 'deleted' | 'rejected';
export type PostingGroup = 'residential' | 'commercial' | 'agriculture';

/** The one listing body of every create, edit and guest call. */
export type { ListingBody };

export type SavedListing = { id: number; status?: string; reasons?: string[]; detail_url?: string; [key: string]: unknown };
export type UploadedPhoto = { id: number; location: string; width?: number; height?: number };

export type MyPropertyItem = {
  id: number;
  kind?: string;
  category: string;
  group: PostingGroup;
  post_type: 'sale' | 'rent';
  title: string;
  status: ListingStatus;
  reasons: string[];
  /** The moderation desk's reason: rejected, taken down, or hidden after sold/let reports. */
  admin_note?: string | null;
  cover: string | null;
  price: number;
  views: number;
  saves: number;
  leads: number;
  confirmed_at: string | null;
  detail_url: string | null;
  [key: string]: unknown;
};
export type MyPropertyList = { items: MyPropertyItem[]; totalNoOfPages?: number; page?: number; [key: string]: unknown };
export type MyPropertyQuery = { page_no?: number; status?: string; group?: string };

/** The guest posting token goes where a login token would (it is not a login). */
const guestHeaders = (guestToken?: string | null) => (guestToken ? { 'x-access-token': guestToken } : undefined);

export const createListing = (path: string, body: ListingBody) => post<SavedListing>(path, body);
export const editListing = (path: string, body: ListingBody) => post<SavedListing>(path, body);

export type GuestKind = 'apartment' | 'residential' | 'villa' | 'plot';
export const guestPost = (kind: GuestKind, body: ListingBody, guestToken: string) =>
  post<SavedListing>(`/api/post-property-guest/${kind}`, body, { headers: guestHeaders(guestToken) });

export const guestVerifyOtp = (body: { otp_token: string; otp: string }) =>
  post<{ guest_token: string; listings?: { allowed: number; used: number } }>('/api/post-property-guest/verify-otp', body);

export type PhotoUploadOptions = Omit<UploadOptions, 'headers'> & { guestToken?: string | null };

/** Multipart field `image`; answers the photo's id and its largest rendition. */
export const uploadPropertyImage = (file: Blob, filename: string, { guestToken, ...opts }: PhotoUploadOptions = {}) =>
  upload<UploadedPhoto>('/api/property/images/upload-property-image', 'image', file, filename, { ...opts, headers: guestHeaders(guestToken) });

/** Agriculture photos: multipart field `file`. */
export const uploadAgriculturePhoto = (file: Blob, filename: string, { guestToken, ...opts }: PhotoUploadOptions = {}) =>
  upload<UploadedPhoto>('/property/agriculture/upload-photo', 'file', file, filename, { ...opts, headers: guestHeaders(guestToken) });

export const myPropertyList = (body: MyPropertyQuery = {}) =>
  post<MyPropertyList | MyPropertyItem[]>('/api/user/my-property/my-property-list', body);

export const myPropertyFindOne = (property_id: number) =>
  post<ListingBody & Record<string, unknown>>('/api/user/my-property/my-property-list-find-one', { property_id });

export type DayViews = { date: string; views: number };
export const myPropertyStatistics = (property_id: number) =>
  post<unknown>('/api/user/my-property/my-property-statistics', { property_id });

export const deleteListing = (group: PostingGroup, property_id: number) =>
  post<unknown>(`/api/${group}/delete-property`, { property_id });

/** "Still available": renews the 60-day freshness clock (not a SPEC call; see the contract). */
export const confirmAvailable = (property_id: number) =>
  post<unknown>('/api/user/my-property/confirm-available', { property_id });
