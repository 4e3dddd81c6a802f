import { landingHeading, LANDINGS, type LandingEntry, type LandingGroup } from '@/landing-data';

// How an index page groups its links: PG pages by who and where (the first
// page of each such run is the plain one, so its heading names the section),
// the others by deal.

export type Section = { title: string; entries: LandingEntry[] };

const dealTitle = (e: LandingEntry) => (e.post_type === 'rent' ? 'For rent' : e.post_type === 'pg' ? 'PGs' : 'For sale');

export function landingSections(group: LandingGroup): Section[] {
  const sections = new Map<string, Section>();
  for (const e of LANDINGS[group] as readonly LandingEntry[]) {
    const key = 'gender' in e ? JSON.stringify([e.locality, e.gender]) : e.post_type;
    const section = sections.get(key) ?? { title: 'gender' in e ? landingHeading(e) : dealTitle(e), entries: [] };
    section.entries.push(e);
    sections.set(key, section);
  }
  return [...sections.values()];
}
