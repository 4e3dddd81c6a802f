/** A saved search with its alert settings. */
export type SavedSearchApi = {
  id: number;
  name: string;
  search_group: string;
  search_id: string;
  /** The results page it opens. */
  search_path: string;
  frequency: string;
  channel: string;
  price_drops: boolean;
  created_at: string;
};

export type SavedSearchDeleted = { id: number; deleted: true };
