/** A review of a poster or project, with the poster's one reply (user-rating-create and reply answer it). */
export type ReviewApi = {
  id: number;
  target_type: string;
  target_id: number;
  rating: number;
  review: string;
  reviewer_name: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
};
