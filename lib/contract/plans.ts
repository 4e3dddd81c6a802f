import type { DetailKind } from '../detail-url';
import type { UserType } from '../enums';

/** A plan as the API shows it: price before GST, the GST and the total, in paise. */
export type PlanApi = {
  id: number;
  code: string;
  name: string;
  audience: UserType;
  duration_days: number;
  price_paise: number;
  gst_paise: number;
  total_paise: number;
  gst_rate_percent: number;
  listing_quota: number;
  featured_quota: number;
  project_quota: number;
  priority_moderation: boolean;
  features: string[];
};

export type Allowance = { allowed: number; used: number };

/** The plan summary without projects: what the profile heading and the header need. */
export type PlanSummary = {
  has_plan: boolean;
  latest_plan: { id: number; plan_id: number; ends_at: string; status: string } | null;
  /** waiting: listings taken off the site until a plan covers them. */
  listings: Allowance & { waiting: number };
  featured: Allowance;
  projects: Allowance;
  /** PGs do not count against plans (no limit). */
  pgs: { allowed: null; used: number };
  /** Leads received today against the daily limit per poster. */
  leads: Allowance & { per: 'day' };
  /** One more live listing fits now (the create call enforces the same figure). */
  can_post_listing: boolean;
  priority_moderation: boolean;
  plan_button: 'Upgrade Plan' | 'Renew Plan';
  plan_url: string;
  post_project: boolean;
};

/** cancel-plan's answer: the plan ends now. */
export type PlanCancelled = {
  id: number; status: string; ends_at: string;
  /** What the cancellation refunds (lib/billing/refund-rule.ts): 0 when nothing, and why. */
  refund_paise: number; refund_reason: string;
};

/** delete-subscription-project's answer: the project's slot is free from removed_at. */
export type ProjectDetached = { subscription_id: number; project_id: number; removed_at: string };

/** feature-listing's answer; `already` when the item was featured before the call. */
export type ItemFeatured = { subscription_id: number; kind: DetailKind; item_id: number; already: boolean };

/** unfeature-listing's answer. */
export type ItemUnfeatured = { kind: DetailKind; item_id: number };
