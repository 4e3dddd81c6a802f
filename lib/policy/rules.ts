import type { ErrorCode } from '@/lib/app-error';

// The vocabulary of the policy: who acts, what they may ask for, and the
// exact refusals (status and text) the API has always answered with.

export type Role = 'buyer' | 'agent' | 'owner' | 'builder';

/**
 * The caller as the policy sees it. Pages and menus that know only a role pass
 * `{ roleType }`; a row check that knows only the caller's id passes `{ id }`;
 * handlers pass the users row (plus `admin` when the question needs it: the
 * admins table is not on the row). A missing fact never grants: no role is no
 * role's permission, no id owns no row.
 */
export type Actor = {
  id?: number;
  roleType?: Role;
  bannedAt?: Date | string | null;
  isRegistered?: boolean;
  phoneVerified?: boolean;
  admin?: boolean;
};

export type ItemKind = 'property' | 'pg' | 'project';
export type ProfileForm = 'buyer' | 'agent' | 'builder';
/** Private rows only their owner ever sees (lists are scoped to the caller in SQL; this is the one-row read or write). */
export type PrivateKind = 'billing' | 'invoice' | 'order' | 'plan' | 'renewal' | 'plan-project' | 'lead' | 'import' | 'saved-search' | 'consent';

/** Each action and the row (or facts about it) the question is about; `void` for none. */
export type Resources = {
  /** Anything that reaches other people: posting, editing, renewing, public pictures, profile, callbacks, plans. */
  'account.write': void;
  /** Reports, reviews and leads: an active account with a verified phone. */
  'trust.contact': void;
  /** Post a property or PG listing (and import a spreadsheet of them). */
  'listing.post': void;
  /** Post a project or upload its brochure. */
  'project.post': void;
  /** Keep an agent's RERA registration. */
  'rera.register': void;
  /** Use one of the three profile forms. */
  'profile.update': { form: ProfileForm };
  /** Open a builder company account. */
  'builder.register': void;
  /** Buy (or renew) a plan sold to this audience. */
  'plan.buy': { audience: string };
  /** Enter the moderation desk. */
  'admin.desk': void;
  /** Edit, delete, renew or read as its poster one posted item (no userId: no such row). */
  'item.manage': { kind: ItemKind; userId?: number; status?: string };
  /** See one posted item: anyone while it is live, its poster in any state but deleted. */
  'item.view': { kind: ItemKind; userId?: number; status?: string };
  /** Read or change one private row: its owner only (no userId: no such row). */
  'row.own': { kind: PrivateKind; userId?: number | null };
  /** Put an uploaded file (a photo, a floor plan, a brochure) in one's own item: its uploader only (no userId: no such upload). */
  'upload.use': { userId?: number | null };
  /** Read a private uploaded document (an ID proof, a deed): its uploader or the desk (no userId: no such row). */
  'upload.read': { userId?: number | null };
  /** Review a poster (targetRole given) or a project (owned by ownerId). */
  'review.write': { ownerId: number; targetRole?: Role };
  /** Reply to a review of oneself or of one's project. */
  'review.reply': { ownerId: number };
};

export type Action = keyof Resources;

/** Every action, in the order the table test and the docs list them. */
export const ACTIONS = [
  'account.write', 'trust.contact', 'listing.post', 'project.post', 'rera.register', 'profile.update',
  'builder.register', 'plan.buy', 'admin.desk', 'item.manage', 'item.view', 'row.own', 'upload.use', 'upload.read', 'review.write', 'review.reply',
] as const satisfies readonly Action[];

export const ROLES = ['buyer', 'owner', 'agent', 'builder'] as const satisfies readonly Role[];

/** Who posts listings (and is reviewed, and sees the poster's menu). */
export const POSTER_ROLES: readonly Role[] = ['owner', 'agent', 'builder'];
/** Who posts projects: builders, and agents, who see My Projects too. */
export const PROJECT_ROLES: readonly Role[] = ['builder', 'agent'];
/** Which roles may use each profile form (the edit pages differ by role). */
export const PROFILE_ROLES: Record<ProfileForm, readonly Role[]> = {
  buyer: ['buyer'],
  agent: ['agent', 'owner'],
  builder: ['builder'],
};

export const SUSPENDED = 'Your account has been suspended. Write to us through Contact us.';
export const BUYER_CANNOT_POST = 'Choose whether you are an owner, agent or builder before posting a property';
export const ONLY_BUILDERS = 'Only builders and agents can post projects';
export const ONLY_AGENTS = 'Only agents register with RERA as agents';
export const VERIFY_PHONE = 'Please verify your phone number first';
export const REGISTER_FIRST = 'Complete your registration first';
export const ALREADY_BUILDER = 'You are already registered as a builder';
/** The desk and private documents answer an outsider as an unknown path would. */
export const NOT_FOUND = 'Not found';
export const DOCUMENT_NOT_FOUND = 'Document not found';
/** Someone else's upload in a request body is refused as an id never used (services name the field). */
export const UNKNOWN_UPLOAD = 'No uploaded file with this id';
export const ITEM_NOT_FOUND: Record<ItemKind, string> = {
  property: 'Property not found',
  pg: 'PG not found',
  project: 'Project not found',
};
/** Someone else's private row answers as one that does not exist: ids cannot be counted. */
export const ROW_NOT_FOUND: Record<PrivateKind, string> = {
  billing: 'No such billing details',
  invoice: 'No such invoice',
  order: 'No such order',
  plan: 'No such plan',
  renewal: 'No such plan to renew',
  'plan-project': 'No such project',
  lead: 'Lead not found',
  import: 'Import not found',
  'saved-search': 'Saved search not found',
  consent: 'Consent not found',
};
export const PROFILE_REFUSAL: Record<ProfileForm, string> = {
  buyer: 'Only buyers can update a buyer profile',
  agent: 'Only agents and owners can update this profile',
  builder: 'Only builders can update a builder profile',
};
export const NOT_REVIEWABLE = 'Only agents, owners and builders can be reviewed';
export const NO_SELF_REVIEW = 'You cannot review yourself';
export const ONLY_REVIEWED_REPLIES = 'Only the reviewed poster can reply';

/** A refusal carries the error code (so the HTTP status), the text and any data the API sends with it. */
export type Refusal = { code: ErrorCode; message: string; data?: unknown };
export type Decision = { allowed: true } | ({ allowed: false } & Refusal);
