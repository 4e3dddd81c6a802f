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

/** A PG's create, edit, guest post or "still available" answer. */
export type PgResult = { pg_id: number; status: string; reasons: string[]; detail_url: string; confirmed_at: string };

/** A project's create, edit or "still available" answer. */
export type ProjectResult = { project_id: number; status: string; reasons: string[]; detail_url: string; confirmed_at: string };

/** The state a poster's own item shows in My Properties, My PGs and My Projects. */
export type MyStatus = 'live' | 'pending' | 'expired' | 'deleted' | 'rejected';

export type PostingGroup = 'residential' | 'commercial' | 'agriculture';

/** One page of a poster's own items (My Properties, My PGs, My Projects). */
/** What every item of My Properties, My PGs and My Projects shows of its activity and dates. */
export type MyItemActivity = {
  views: number;
  saves: number;
  leads: number;
  posted_at: string;
  confirmed_at: string;
  expires_at: string | null;
  detail_url: string;
};

export type MyPage<T> = { data: T[]; page: number; total: number; totalNoOfPages: number };

/** One listing in My Properties. */
export type MyPropertyItem = {
  id: number;
  property_id: number;
  kind: 'property';
  category: string;
  category_label: string;
  group: PostingGroup;
  post_type: 'sale' | 'rent';
  title: string;
  locality: string;
  city: string;
  status: MyStatus;
  reasons: string[];
  /** The moderation desk's reason: rejected, taken down, or hidden after sold/let reports. */
  admin_note: string | null;
  needs_plan: boolean;
  cover: string | null;
  price: number;
  negotiable: boolean;
  /** In the poster's own unit ("1,200 sq.ft"). */
  area: string | null;
} & MyItemActivity;

/** One PG in My PGs. */
export type MyPgItem = {
  id: number;
  pg_id: number;
  kind: 'pg';
  title: string;
  gender: string;
  locality: string;
  city: string;
  status: MyStatus;
  reasons: string[];
  cover: string | null;
  /** The cheapest room's rent. */
  price: number;
  rooms: { room_type: string; rent: number; deposit: number | null }[];
} & MyItemActivity;

/** Someone who downloaded a project's brochure (a lead of its builder). */
export type BrochureLead = {
  project_id: number;
  user_id: number;
  name: string | null;
  country_code: string;
  phone_number: string;
  downloads: number;
  last_downloaded_at: string;
};

/** One project in My Projects; leads count callbacks and brochure downloaders. */
export type MyProjectItem = {
  id: number;
  project_id: number;
  kind: 'project';
  project_type: string;
  type_label: string;
  title: string;
  locality: string;
  city: string;
  status: MyStatus;
  reasons: string[];
  needs_plan: boolean;
  cover: string | null;
  price: number | null;
  price_max: number | null;
  stage: string;
  rera_number: string | null;
  brochure_leads: BrochureLead[];
} & MyItemActivity;

/** Views per Indian calendar day, oldest first. */
export type DayViews = { date: string; views: number };

/** A delete's answer: the item and its new status ("deleted"). */
export type ListingDeleted = { property_id: number; status: string };
export type PgDeleted = { pg_id: number; status: string };
export type ProjectDeleted = { project_id: number; status: string };

/** One item's counters and its views per day over 30 days (the statistics calls with an id). */
export type ItemStatistics = { title: string; days: DayViews[]; views_30_days: number; views: number; saves: number; leads: number };
export type PropertyStatistics = ItemStatistics & { property_id: number };
export type PgStatistics = ItemStatistics & { pg_id: number };
export type ProjectStatistics = ItemStatistics & { project_id: number; brochure_leads: BrochureLead[] };

/** The statistics calls without an id: all the poster's items together, and each one's 30-day views. */
export type StatisticsRow = { title: string; status: MyStatus; views: number; views_30_days: number };
export type AllStatistics<K extends string, Id extends string> = { days: DayViews[]; views_30_days: number } & Record<K, (StatisticsRow & Record<Id, number>)[]>;

/** Guest posting's verify-otp: the guest token, and the phone's live-listing allowance. */
export type GuestSession = { guest_token: string; expires_in: number; phone_number: string; listings: { allowed: number; used: number } };
