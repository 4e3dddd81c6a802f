import { findLanding } from './index';
import { LANDING_CITY } from './constants';
import type { LandingGroup } from './types';

const GROUP_OF_PREFIX: Record<string, LandingGroup> = { '/rs': 'residential', '/cs': 'commercial', '/as': 'agriculture', '/pg': 'pg' };

/** The city of a landing page by its prefix and slug (null slug: the group's index, all of whose pages are LANDING_CITY's). */
export function landingCity(prefix: string, slug: string | null): string | null {
  const group = GROUP_OF_PREFIX[prefix.startsWith('/') ? prefix : `/${prefix}`];
  if (!group) return null;
  if (slug === null) return LANDING_CITY;
  return findLanding(group, slug)?.city ?? null;
}
