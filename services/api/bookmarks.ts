import { post } from '@/services/http';
import type { SavedPage } from '@/lib/contract';
import type { BookmarkData, SavedPropertyPayload } from './types';

// SPEC §7 "Bookmarks". create-bookmarks toggles: is_deleted tells which way.

export const savedProperties = (page_no: number) =>
  post<SavedPage>(`/api/property/bookmark/saved-properties?page_no=${page_no}`);

export const createBookmark = (body: SavedPropertyPayload) =>
  post<BookmarkData>('/api/property/bookmark/create-bookmarks', body);

/** SPEC §7 "Saved-property answer" toast text. */
export function bookmarkToastText(data: BookmarkData | null | undefined): string {
  return data?.is_deleted ? 'Property removed successfully' : 'Property saved successfully';
}
