/** create-bookmarks toggles: is_deleted tells which way it went. */
export type BookmarkToggle = { is_deleted: boolean };
