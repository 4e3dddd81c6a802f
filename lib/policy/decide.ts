import { AUTH_FAILED_DATA, AUTH_FAILED_MESSAGE } from '@/lib/app-error';
import {
  ALREADY_BUILDER, BUYER_CANNOT_POST, DOCUMENT_NOT_FOUND, ITEM_NOT_FOUND, NOT_FOUND, NOT_REVIEWABLE, NO_SELF_REVIEW, ONLY_AGENTS,
  ONLY_BUILDERS, ONLY_REVIEWED_REPLIES, POSTER_ROLES, PROFILE_REFUSAL, PROFILE_ROLES, PROJECT_ROLES, REGISTER_FIRST, ROW_NOT_FOUND,
  SUSPENDED, UNKNOWN_UPLOAD, VERIFY_PHONE, type Action, type Actor, type Decision, type Refusal, type Resources, type Role,
} from './rules';

// The answer to "who may do what to which row": handlers enforce it through
// server/platform/http/authorize.ts, pages and menus ask it directly, and
// tests/unit/policy-table.test.ts lists every role × action.
// A row that does not exist is passed without its owner and refused like
// someone else's row (same status, same text), so ids cannot be probed.

const ALLOW: Decision = { allowed: true };
const UNAUTHORIZED: Refusal = { code: 'unauthorized', message: AUTH_FAILED_MESSAGE, data: AUTH_FAILED_DATA };
const deny = (r: Refusal): Decision => ({ allowed: false, ...r });
const forbidden = (message: string, data?: unknown) => deny({ code: 'forbidden', message, ...(data === undefined ? {} : { data }) });

/** Banned by the moderation desk: may read, delete and write to us, nothing that reaches others. */
const active = (a: Actor): Decision => (a.bannedAt ? forbidden(SUSPENDED) : ALLOW);
const then = (first: Decision, next: () => Decision): Decision => (first.allowed ? next() : first);
const is = (a: Actor, id: number | null | undefined) => a.id !== undefined && a.id === id;
const among = (a: Actor, roles: readonly Role[]) => a.roleType !== undefined && roles.includes(a.roleType);

type Rule<A extends Action> = (actor: Actor, resource: Resources[A]) => Decision;
type Rules = { [A in Action]: Rule<A> };

/** Actions a visitor (no session) is asked about like anyone else, not refused with a 401. */
const PUBLIC: readonly Action[] = ['admin.desk', 'item.view'];

const RULES: Rules = {
  'account.write': (a) => active(a),
  'trust.contact': (a) => then(active(a), () => (a.phoneVerified ? ALLOW : forbidden(VERIFY_PHONE))),
  'listing.post': (a) => then(active(a), () => (among(a, POSTER_ROLES) ? ALLOW : forbidden(BUYER_CANNOT_POST, { role_type: 'buyer' }))),
  'project.post': (a) => then(active(a), () => (among(a, PROJECT_ROLES) ? ALLOW : forbidden(ONLY_BUILDERS, { role_type: a.roleType }))),
  'rera.register': (a) => then(active(a), () => (among(a, ['agent']) ? ALLOW : forbidden(ONLY_AGENTS, { role_type: a.roleType }))),
  'profile.update': (a, { form }) => then(active(a), () => {
    if (!a.isRegistered) return forbidden(REGISTER_FIRST);
    return among(a, PROFILE_ROLES[form]) ? ALLOW : forbidden(PROFILE_REFUSAL[form]);
  }),
  'builder.register': (a) => then(active(a), () => {
    if (!a.isRegistered) return forbidden(REGISTER_FIRST);
    return a.roleType === 'builder' ? deny({ code: 'conflict', message: ALREADY_BUILDER }) : ALLOW;
  }),
  // Buyers see the owner plans but buy one only after choosing a user type.
  'plan.buy': (a, { audience }) => then(active(a), () =>
    (among(a, POSTER_ROLES) && a.roleType === audience ? ALLOW : forbidden(`This plan is for ${audience}s`))),
  'admin.desk': (a) => (a.admin && !a.bannedAt ? ALLOW : deny({ code: 'not_found', message: NOT_FOUND })),
  // Deleting and reading one's own item stay open to a banned poster; writes also ask account.write.
  'item.manage': (a, row) => (row.userId !== undefined && row.status !== 'deleted' && is(a, row.userId) ? ALLOW : deny({ code: 'not_found', message: ITEM_NOT_FOUND[row.kind] })),
  'item.view': (a, row) => (row.status === 'approved' ? ALLOW : RULES['item.manage'](a, row)),
  'row.own': (a, row) => (is(a, row.userId) ? ALLOW : deny({ code: 'not_found', message: ROW_NOT_FOUND[row.kind] })),
  'upload.use': (a, row) => (is(a, row.userId) ? ALLOW : deny({ code: 'validation', message: UNKNOWN_UPLOAD })),
  'upload.read': (a, row) => (row.userId !== undefined && (is(a, row.userId) || (a.admin && !a.bannedAt))
    ? ALLOW : deny({ code: 'not_found', message: DOCUMENT_NOT_FOUND })),
  'review.write': (a, t) => {
    if (t.targetRole && !POSTER_ROLES.includes(t.targetRole)) return deny({ code: 'validation', message: NOT_REVIEWABLE, data: { field: 'target_id' } });
    return is(a, t.ownerId) ? forbidden(NO_SELF_REVIEW) : ALLOW;
  },
  'review.reply': (a, t) => (is(a, t.ownerId) ? ALLOW : forbidden(ONLY_REVIEWED_REPLIES)),
};

/** The resource argument of an action: none for `void`, else its row. */
export type PolicyArgs<A extends Action> = Resources[A] extends void ? [] : [resource: Resources[A]];

/** The decision with its refusal (code, text, data): what the API answers when it says no. */
export function decide<A extends Action>(actor: Actor | null | undefined, action: A, ...[resource]: PolicyArgs<A>): Decision {
  // The desk is invisible (a visitor gets the 404 of an unknown path, not a 401); live items are public.
  if (!actor) return PUBLIC.includes(action) ? (RULES[action] as Rule<A>)({}, resource as Resources[A]) : deny(UNAUTHORIZED);
  return (RULES[action] as Rule<A>)(actor, resource as Resources[A]);
}

/** Yes or no: for pages, menus and buttons. */
export function can<A extends Action>(actor: Actor | null | undefined, action: A, ...resource: PolicyArgs<A>): boolean {
  return decide(actor, action, ...resource).allowed;
}
