import { MIN_LIVE_TO_INDEX } from './index-policy';
import { SITE_NAME } from '../site';
import { countText } from '../format/counts';

// What search engines get of a poster's public profile: a description made from
// the poster's own data, and whether the page is indexed. Agents and builders
// run businesses whose pages people search for; an owner's or a buyer's page is
// a private person's and stays out of the index. A business page needs as many
// live listings as any indexed page (MIN_LIVE_TO_INDEX): a thin one is
// `noindex, follow`, with no canonical (a canonical must lead to an indexed page).

export type ProfileFacts = {
  id: number;
  role: string;
  name: string | null;
  company: string | null;
  city: string | null;
  /** Live listings, PGs and projects. */
  live: number;
  /** An agent's own RERA registration number. */
  rera: string | null;
  /** The poster's own words (their profile's description). */
  about: string | null;
};

export type ProfilePage = { path: string; index: boolean; title: string; description: string; reasons: string[] };

const DESCRIPTION_MAX = 160;
const BUSINESS = ['agent', 'builder'];

/** The profile's one URL: builders under the project profile route, everyone else under the other. */
const profilePath = (id: number, role: string) =>
  `/profile-pages/${role === 'builder' ? 'view-project-profile-details' : 'view-profile-details'}?id=${id}`;

function clip(text: string, max = DESCRIPTION_MAX): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function profilePage(p: ProfileFacts): ProfilePage {
  const who = (p.role === 'builder' ? p.company || p.name : p.name || p.company) || 'Poster';
  const role = p.role === 'builder' ? 'Builder' : p.role === 'agent' ? 'Property agent' : p.role === 'owner' ? 'Owner' : 'Member';
  const where = p.city ? ` in ${p.city}` : '';
  const title = `${who}: ${role}${where}`;
  const lead = `${who}, ${role.toLowerCase()}${where}: ${countText(p.live, 'live listing')} on ${SITE_NAME}.`;
  const rera = p.rera ? ` RERA ${p.rera}.` : '';
  const description = clip(`${lead}${rera}${p.about?.trim() ? ` ${p.about.trim()}` : ''}`);
  const reasons: string[] = [];
  if (!BUSINESS.includes(p.role)) reasons.push('not an agent or builder');
  if (p.live < MIN_LIVE_TO_INDEX) reasons.push(`fewer than ${MIN_LIVE_TO_INDEX} live listings`);
  return { path: profilePath(p.id, p.role), index: reasons.length === 0, title, description, reasons };
}
