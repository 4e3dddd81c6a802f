/** What a create, edit or guest post answers: the listing's state after its automatic checks. */
export type PostResult = {
  property_id: number;
  status: string;
  reasons: string[];
  detail_url: string;
  confirmed_at: string;
  /** The moderation desk's reason (rejected, taken down, hidden after sold/let reports). */
  admin_note?: string | null;
};
