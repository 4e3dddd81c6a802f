/** A report of a listing, a profile or a review, as filed. */
export type ReportApi = { id: number; target_type: string; target_id: number; reason: string; created_at: string };

/** A listing's report; hidden_from_search once enough sold/let reports came in since its poster last confirmed it. */
export type ItemReported = ReportApi & { hidden_from_search: boolean };
