/** The save button's label ({title}) and its toasts in the page's language. */
export type SaveWords = { save: string; unsave: string; saved: string; removed: string; failed: string };

/** English: the toasts are SPEC §7's texts, as services/api/bookmarks.ts bookmarkToastText writes them. */
export const ENGLISH_SAVE_WORDS: SaveWords = {
  save: 'Save {title}', unsave: 'Remove {title} from saved properties',
  saved: 'Property saved successfully', removed: 'Property removed successfully', failed: 'Something Went Wrong',
};
