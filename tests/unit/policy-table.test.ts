import { describe, expect, it } from 'vitest';
import { ACTIONS, ROLES, can, decide, type Action, type Actor, type PolicyArgs, type Role } from '@/lib/policy';

// Every role × action, for an active registered user with a verified phone, a
// banned one, an admin and a visitor. Each cell is the expected answer: 'yes',
// or the refusal's HTTP code and text. Row actions are asked about the caller's
// own row and about someone else's (ME owns OWN, OTHER owns the rest).

const ME = 7;
const OTHER = 8;
const actor = (roleType: Role, extra: Partial<Actor> = {}): Actor =>
  ({ id: ME, roleType, isRegistered: true, phoneVerified: true, bannedAt: null, admin: false, ...extra });

type Case = { label: string; action: Action; args: unknown[] };
const CASES: Case[] = [
  { label: 'account.write', action: 'account.write', args: [] },
  { label: 'trust.contact', action: 'trust.contact', args: [] },
  { label: 'listing.post', action: 'listing.post', args: [] },
  { label: 'project.post', action: 'project.post', args: [] },
  { label: 'rera.register', action: 'rera.register', args: [] },
  { label: 'profile.update buyer form', action: 'profile.update', args: [{ form: 'buyer' }] },
  { label: 'profile.update agent form', action: 'profile.update', args: [{ form: 'agent' }] },
  { label: 'profile.update builder form', action: 'profile.update', args: [{ form: 'builder' }] },
  { label: 'builder.register', action: 'builder.register', args: [] },
  { label: 'plan.buy owner plan', action: 'plan.buy', args: [{ audience: 'owner' }] },
  { label: 'plan.buy agent plan', action: 'plan.buy', args: [{ audience: 'agent' }] },
  { label: 'plan.buy builder plan', action: 'plan.buy', args: [{ audience: 'builder' }] },
  { label: 'admin.desk', action: 'admin.desk', args: [] },
  { label: 'item.manage own listing', action: 'item.manage', args: [{ kind: 'property', userId: ME, status: 'approved' }] },
  { label: "item.manage other's PG", action: 'item.manage', args: [{ kind: 'pg', userId: OTHER, status: 'approved' }] },
  { label: 'item.manage own deleted project', action: 'item.manage', args: [{ kind: 'project', userId: ME, status: 'deleted' }] },
  { label: 'item.manage missing project', action: 'item.manage', args: [{ kind: 'project' }] },
  { label: "item.view other's live project", action: 'item.view', args: [{ kind: 'project', userId: OTHER, status: 'approved' }] },
  { label: "item.view other's pending project", action: 'item.view', args: [{ kind: 'project', userId: OTHER, status: 'pending' }] },
  { label: 'item.view own pending project', action: 'item.view', args: [{ kind: 'project', userId: ME, status: 'pending' }] },
  { label: 'row.own own invoice', action: 'row.own', args: [{ kind: 'invoice', userId: ME }] },
  { label: "row.own other's saved search", action: 'row.own', args: [{ kind: 'saved-search', userId: OTHER }] },
  { label: 'row.own missing order', action: 'row.own', args: [{ kind: 'order' }] },
  { label: 'row.own lead without owner', action: 'row.own', args: [{ kind: 'lead', userId: null }] },
  { label: 'upload.use own', action: 'upload.use', args: [{ userId: ME }] },
  { label: "upload.use other's", action: 'upload.use', args: [{ userId: OTHER }] },
  { label: 'upload.use missing', action: 'upload.use', args: [{}] },
  { label: 'upload.read own', action: 'upload.read', args: [{ userId: ME }] },
  { label: "upload.read other's", action: 'upload.read', args: [{ userId: OTHER }] },
  { label: 'review.write an agent', action: 'review.write', args: [{ ownerId: OTHER, targetRole: 'agent' }] },
  { label: 'review.write a buyer', action: 'review.write', args: [{ ownerId: OTHER, targetRole: 'buyer' }] },
  { label: 'review.write oneself', action: 'review.write', args: [{ ownerId: ME, targetRole: 'owner' }] },
  { label: "review.write other's project", action: 'review.write', args: [{ ownerId: OTHER }] },
  { label: 'review.reply own', action: 'review.reply', args: [{ ownerId: ME }] },
  { label: "review.reply other's", action: 'review.reply', args: [{ ownerId: OTHER }] },
];

const Y = 'yes';
const SUSP = '403 Your account has been suspended. Write to us through Contact us.';
const BUYER = '403 Choose whether you are an owner, agent or builder before posting a property';
const PROJ = '403 Only builders and agents can post projects';
const AGENTS = '403 Only agents register with RERA as agents';
const P_BUYER = '403 Only buyers can update a buyer profile';
const P_AGENT = '403 Only agents and owners can update this profile';
const P_BUILDER = '403 Only builders can update a builder profile';
const BUILT = '409 You are already registered as a builder';
const PLAN = (a: string) => `403 This plan is for ${a}s`;
const HIDDEN = '404 Not found';
const DOC = '404 Document not found';
const UPLOAD = '400 No uploaded file with this id';
const NF = { property: '404 Property not found', pg: '404 PG not found', project: '404 Project not found' };
const SS = '404 Saved search not found';
const ORD = '404 No such order';
const LEAD = '404 Lead not found';
const SELF = '403 You cannot review yourself';
const NOT_POSTER = '400 Only agents, owners and builders can be reviewed';
const REPLY = '403 Only the reviewed poster can reply';
const AUTH = '401 Authentication failed';

// Columns: buyer, owner, agent, builder (active), then banned owner, admin (a buyer), visitor.
type Row = [buyer: string, owner: string, agent: string, builder: string, banned: string, admin: string, visitor: string];
const TABLE: Record<string, Row> = {
  'account.write': [Y, Y, Y, Y, SUSP, Y, AUTH],
  'trust.contact': [Y, Y, Y, Y, SUSP, Y, AUTH],
  'listing.post': [BUYER, Y, Y, Y, SUSP, BUYER, AUTH],
  'project.post': [PROJ, PROJ, Y, Y, SUSP, PROJ, AUTH],
  'rera.register': [AGENTS, AGENTS, Y, AGENTS, SUSP, AGENTS, AUTH],
  'profile.update buyer form': [Y, P_BUYER, P_BUYER, P_BUYER, SUSP, Y, AUTH],
  'profile.update agent form': [P_AGENT, Y, Y, P_AGENT, SUSP, P_AGENT, AUTH],
  'profile.update builder form': [P_BUILDER, P_BUILDER, P_BUILDER, Y, SUSP, P_BUILDER, AUTH],
  'builder.register': [Y, Y, Y, BUILT, SUSP, Y, AUTH],
  'plan.buy owner plan': [PLAN('owner'), Y, PLAN('owner'), PLAN('owner'), SUSP, PLAN('owner'), AUTH],
  'plan.buy agent plan': [PLAN('agent'), PLAN('agent'), Y, PLAN('agent'), SUSP, PLAN('agent'), AUTH],
  'plan.buy builder plan': [PLAN('builder'), PLAN('builder'), PLAN('builder'), Y, SUSP, PLAN('builder'), AUTH],
  'admin.desk': [HIDDEN, HIDDEN, HIDDEN, HIDDEN, HIDDEN, Y, HIDDEN],
  // A banned poster may still delete (and read) their own items.
  'item.manage own listing': [Y, Y, Y, Y, Y, Y, AUTH],
  "item.manage other's PG": [NF.pg, NF.pg, NF.pg, NF.pg, NF.pg, NF.pg, AUTH],
  'item.manage own deleted project': [NF.project, NF.project, NF.project, NF.project, NF.project, NF.project, AUTH],
  'item.manage missing project': [NF.project, NF.project, NF.project, NF.project, NF.project, NF.project, AUTH],
  // Live items are public, even to a visitor.
  "item.view other's live project": [Y, Y, Y, Y, Y, Y, Y],
  "item.view other's pending project": [NF.project, NF.project, NF.project, NF.project, NF.project, NF.project, NF.project],
  'item.view own pending project': [Y, Y, Y, Y, Y, Y, NF.project],
  'row.own own invoice': [Y, Y, Y, Y, Y, Y, AUTH],
  "row.own other's saved search": [SS, SS, SS, SS, SS, SS, AUTH],
  'row.own missing order': [ORD, ORD, ORD, ORD, ORD, ORD, AUTH],
  'row.own lead without owner': [LEAD, LEAD, LEAD, LEAD, LEAD, LEAD, AUTH],
  // Even the desk puts only its own files in its items.
  'upload.use own': [Y, Y, Y, Y, Y, Y, AUTH],
  "upload.use other's": [UPLOAD, UPLOAD, UPLOAD, UPLOAD, UPLOAD, UPLOAD, AUTH],
  'upload.use missing': [UPLOAD, UPLOAD, UPLOAD, UPLOAD, UPLOAD, UPLOAD, AUTH],
  'upload.read own': [Y, Y, Y, Y, Y, Y, AUTH],
  "upload.read other's": [DOC, DOC, DOC, DOC, DOC, Y, AUTH],
  'review.write an agent': [Y, Y, Y, Y, Y, Y, AUTH],
  'review.write a buyer': [NOT_POSTER, NOT_POSTER, NOT_POSTER, NOT_POSTER, NOT_POSTER, NOT_POSTER, AUTH],
  'review.write oneself': [SELF, SELF, SELF, SELF, SELF, SELF, AUTH],
  "review.write other's project": [Y, Y, Y, Y, Y, Y, AUTH],
  'review.reply own': [Y, Y, Y, Y, Y, Y, AUTH],
  "review.reply other's": [REPLY, REPLY, REPLY, REPLY, REPLY, REPLY, AUTH],
};

const STATUS = { unauthorized: 401, forbidden: 403, not_found: 404, conflict: 409, validation: 400 } as Record<string, number>;
const COLUMNS: [string, Actor | null][] = [
  ...ROLES.map((r): [string, Actor] => [r, actor(r)]),
  ['banned owner', actor('owner', { bannedAt: new Date('2026-01-01') })],
  ['admin', actor('buyer', { admin: true })],
  ['visitor', null],
];

function answer(a: Actor | null, c: Case): string {
  const d = decide(a, c.action, ...(c.args as PolicyArgs<typeof c.action>));
  return d.allowed ? Y : `${STATUS[d.code]} ${d.message}`;
}

describe('the policy table: every role × action', () => {
  it('covers every action the policy knows', () => {
    expect(new Set(CASES.map((c) => c.action))).toEqual(new Set(ACTIONS));
    expect(Object.keys(TABLE).sort()).toEqual(CASES.map((c) => c.label).sort());
  });

  for (const c of CASES) {
    it(c.label, () => {
      const got = Object.fromEntries(COLUMNS.map(([name, a]) => [name, answer(a, c)]));
      const want = Object.fromEntries(COLUMNS.map(([name], i) => [name, TABLE[c.label][i]]));
      expect(got).toEqual(want);
    });
  }

  it('refuses an unregistered user the profile forms and the builder account', () => {
    const fresh = actor('buyer', { isRegistered: false });
    for (const form of ['buyer', 'agent', 'builder'] as const) {
      expect(answer(fresh, { label: '', action: 'profile.update', args: [{ form }] })).toBe('403 Complete your registration first');
    }
    expect(answer(fresh, { label: '', action: 'builder.register', args: [] })).toBe('403 Complete your registration first');
  });

  it('refuses reports, reviews and leads before the phone is verified', () => {
    expect(answer(actor('owner', { phoneVerified: false }), { label: '', action: 'trust.contact', args: [] }))
      .toBe('403 Please verify your phone number first');
  });

  it('keeps the refusal data the API sends with it', () => {
    expect(decide(actor('buyer'), 'listing.post')).toMatchObject({ data: { role_type: 'buyer' } });
    expect(decide(actor('owner'), 'project.post')).toMatchObject({ data: { role_type: 'owner' } });
    expect(decide(actor('owner'), 'review.write', { ownerId: OTHER, targetRole: 'buyer' })).toMatchObject({ data: { field: 'target_id' } });
  });

  it('answers a page that knows only the role as the handler would', () => {
    expect(can({ roleType: 'agent' }, 'project.post')).toBe(true);
    expect(can({ roleType: 'owner' }, 'project.post')).toBe(false);
    // No role: no role's permission; no id: no row is the caller's.
    expect(can({}, 'listing.post')).toBe(false);
    expect(can({ id: ME }, 'plan.buy', { audience: 'owner' })).toBe(false);
    expect(can({ roleType: 'owner' }, 'item.manage', { kind: 'property', userId: ME, status: 'approved' })).toBe(false);
  });
});
