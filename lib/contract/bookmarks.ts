import type { Card } from '../card';

/** create-bookmarks toggles: is_deleted tells which way it went. */
export type BookmarkToggle = { is_deleted: boolean };

/** Saved items as cards, newest first; a gone item stays with available: false. */
export type SavedPage = {
  data: (Card & { is_saved: true; saved_at: string })[];
  totalNoOfPages: number;
  page: number;
  total: number;
};

/** Recently viewed items as cards, newest first (`pages` is the older name of totalNoOfPages). */
export type ViewedPage = {
  data: (Card & { viewed_at: string })[];
  page: number;
  pages: number;
  totalNoOfPages: number;
  total: number;
};
