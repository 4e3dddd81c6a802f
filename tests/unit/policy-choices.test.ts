import { describe, expect, it } from 'vitest';
import {
  buysPlans, can, PLAN_AUDIENCES, planAudienceOf, plansPageOf, plansRedirect, PLANS_PAGE, profileFormOf, ROLES,
} from '@/lib/policy';
import { saveArg, type EditValues } from '@/components/profile/edit-profile-schema';

// What the policy gives a role beyond yes or no (lib/policy/choices.ts): the profile form, the
// plan catalogue and the plans page. Each answer agrees with the yes-or-no rule the API enforces.

const VALUES: EditValues = {
  picture: '', name: 'Asha Rao', email: '', description: '', city: null, companyLogo: 'logo.png', companyName: 'Rao Homes', companyRole: 'Director',
};

describe('the profile form a user type gets', () => {
  it('buyers get the buyer form, agents and owners the agent form, builders the builder form', () => {
    expect(Object.fromEntries(ROLES.map((r) => [r, profileFormOf(r)]))).toEqual({ buyer: 'buyer', owner: 'agent', agent: 'agent', builder: 'builder' });
  });

  it('is the form profile.update lets the user type use', () => {
    for (const roleType of ROLES) {
      expect(can({ roleType, isRegistered: true }, 'profile.update', { form: profileFormOf(roleType) })).toBe(true);
    }
  });

  it('the edit page saves through the endpoint of that form', () => {
    expect(saveArg('owner', VALUES).endpoint).toBe('agent');
    expect(saveArg('buyer', VALUES).endpoint).toBe('buyer');
    expect(saveArg('builder', VALUES)).toMatchObject({ endpoint: 'builder', payload: { company_name: 'Rao Homes' } });
    // A user type no form lists is offered the agent form, which the API refuses.
    expect(saveArg('', VALUES).endpoint).toBe('agent');
  });
});

describe('who is sent to which plans', () => {
  it('each poster buys from its own catalogue; buyers see the owner plans', () => {
    expect(Object.fromEntries(ROLES.map((r) => [r, planAudienceOf(r)]))).toEqual({ buyer: 'owner', owner: 'owner', agent: 'agent', builder: 'builder' });
    expect(planAudienceOf(undefined)).toBe('owner');
  });

  it('builders buy on /subscription/builder, everyone else on /subscription/plans', () => {
    expect(Object.fromEntries(ROLES.map((r) => [r, plansPageOf(r)])))
      .toEqual({ buyer: '/subscription/plans', owner: '/subscription/plans', agent: '/subscription/plans', builder: '/subscription/builder' });
    expect(plansPageOf(null)).toBe('/subscription/plans');
  });

  it('a builder opening the plans page is sent to the builder page, and anyone else back from it', () => {
    expect(plansRedirect('builder', '/subscription/plans')).toBe('/subscription/builder');
    expect(plansRedirect('builder', '/subscription/builder')).toBeNull();
    for (const r of ['buyer', 'owner', 'agent'] as const) {
      expect(plansRedirect(r, '/subscription/builder')).toBe('/subscription/plans');
      expect(plansRedirect(r, '/subscription/plans')).toBeNull();
    }
  });

  it('the plan button is shown to the user types plan.buy lets buy their own catalogue: owners, agents and builders', () => {
    expect(ROLES.filter(buysPlans)).toEqual(['owner', 'agent', 'builder']);
    expect(buysPlans(undefined)).toBe(false);
    for (const r of ROLES) expect(buysPlans(r)).toBe(can({ roleType: r }, 'plan.buy', { audience: planAudienceOf(r) }));
  });

  it('every catalogue has its page, and a page sells only catalogues its visitors may buy', () => {
    expect(Object.keys(PLANS_PAGE).sort()).toEqual([...PLAN_AUDIENCES].sort());
    for (const r of ROLES.filter(buysPlans)) {
      const audiences = PLAN_AUDIENCES.filter((a) => PLANS_PAGE[a] === plansPageOf(r));
      expect(audiences.some((a) => can({ roleType: r }, 'plan.buy', { audience: a }))).toBe(true);
    }
  });
});

describe('uploads ownership', () => {
  it("an agent may not put another user's files in their project", () => {
    expect(can({ id: 7, roleType: 'agent' }, 'upload.use', { userId: 8 })).toBe(false);
    expect(can({ id: 7, roleType: 'agent' }, 'upload.use', { userId: 7 })).toBe(true);
    // No such upload: refused like someone else's.
    expect(can({ id: 7, roleType: 'agent' }, 'upload.use', { userId: undefined })).toBe(false);
  });
});
