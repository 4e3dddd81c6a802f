import { can } from './decide';
import { PROFILE_ROLES, type ProfileForm, type Role } from './rules';

// What a role is given where the answer is not yes or no: its profile form, the plan catalogue it
// buys from and the page that sells it. Pages, client components and the API ask these, so the
// form a page shows is the one the API accepts, and the plans page a role is sent to sells the
// plans plan.buy lets it buy.

const FORMS = Object.keys(PROFILE_ROLES) as ProfileForm[];

/**
 * The profile form a role edits with (owners share the agent form): the one profile.update lets
 * it use. A role no form lists gets the agent form, which the API then refuses.
 */
export const profileFormOf = (role: string | null | undefined): ProfileForm =>
  FORMS.find((form) => PROFILE_ROLES[form].includes(role as Role)) ?? 'agent';

export const PLAN_AUDIENCES = ['owner', 'agent', 'builder'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

export const isPlanAudience = (v: unknown): v is PlanAudience => PLAN_AUDIENCES.includes(v as PlanAudience);

/** The catalogue a role buys from: its own; buyers see the owner plans (plan.buy lets them buy after choosing a user type). */
export const planAudienceOf = (role: string | null | undefined): PlanAudience =>
  (role === 'agent' || role === 'builder' ? role : 'owner');

/** Where each catalogue is sold (SPEC §2: builders have their own page). */
export const PLANS_PAGE: Record<PlanAudience, string> = {
  owner: '/subscription/plans',
  agent: '/subscription/plans',
  builder: '/subscription/builder',
};

/** The plans page a role buys (or renews) on. */
export const plansPageOf = (role: string | null | undefined): string => PLANS_PAGE[planAudienceOf(role)];

/** Opening a plans page (`page`, a PLANS_PAGE path) that sells another role's catalogue sends the role to its own; null when it is theirs. */
export function plansRedirect(role: string | null | undefined, page: string): string | null {
  const own = plansPageOf(role);
  return own === page ? null : own;
}

/** Whether the role buys plans at all (the plan button): plan.buy of its own catalogue. */
export const buysPlans = (role: string | null | undefined): boolean =>
  can({ roleType: role as Role }, 'plan.buy', { audience: planAudienceOf(role) });
