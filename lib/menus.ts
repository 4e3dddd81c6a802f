import { can, type Role } from '@/lib/policy';

// SPEC §6 menus. The sidebar and the header profile menu disagree for owners;
// both readings are kept, each in its own place. Which role sees what is asked
// of the policy (lib/policy), the same answer the API gives.
export type { Role };
export type MenuItem = { key: string; label: string; href: string };

const P = '/profile-pages';
const ITEMS = {
  profile: { key: 'profile', label: 'My Profile', href: `${P}/my-profile/view-profile` },
  recent: { key: 'recent', label: 'Recent Activities', href: `${P}/recent-activities` },
  saved: { key: 'saved', label: 'Saved Properties', href: `${P}/saved-property` },
  callbacks: { key: 'callbacks', label: 'Request Callbacks', href: `${P}/request-callBack` },
  // A poster's enquiries and callbacks with Share my number, and saved-search alerts.
  leads: { key: 'leads', label: 'Leads', href: `${P}/leads` },
  searches: { key: 'searches', label: 'Saved Searches', href: `${P}/saved-searches` },
  properties: { key: 'properties', label: 'My Properties', href: `${P}/my-property` },
  pgs: { key: 'pgs', label: 'My PGs', href: `${P}/my-pg` },
  projects: { key: 'projects', label: 'My Projects', href: `${P}/my-projects` },
  plans: { key: 'plans', label: 'Plan Management', href: `${P}/plan-management` },
  history: { key: 'history', label: 'Subscription History', href: `${P}/subscription-history` },
  settings: { key: 'settings', label: 'Settings', href: `${P}/settings-page` },
} satisfies Record<string, MenuItem>;

/** Posters (owner, agent, builder): the ones who may post a listing. */
const poster = (role: Role) => can({ roleType: role }, 'listing.post');
/** Builders and agents: the ones who may post a project. */
const pro = (role: Role) => can({ roleType: role }, 'project.post');

/** Sidebar: everyone gets the base five; builder, agent and owner the full menu. */
export function sidebarMenu(role: Role): MenuItem[] {
  const full = poster(role);
  return [
    ITEMS.recent, ITEMS.saved,
    ...(full ? [ITEMS.callbacks, ITEMS.leads, ITEMS.searches] : []),
    ITEMS.properties, ITEMS.pgs,
    ...(full ? [ITEMS.projects, ITEMS.plans, ITEMS.history] : []),
    ITEMS.settings,
  ];
}

/** Header menu: My Profile first; projects, plans and history for builder and agent only. */
export function headerMenu(role: Role): MenuItem[] {
  return [
    ITEMS.profile, ITEMS.recent, ITEMS.saved,
    ...(poster(role) ? [ITEMS.callbacks] : []),
    ITEMS.properties, ITEMS.pgs,
    ...(pro(role) ? [ITEMS.projects, ITEMS.plans, ITEMS.history] : []),
    ITEMS.settings,
  ];
}
