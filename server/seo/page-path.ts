import 'server-only';
import { searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';
import { landingTwin } from './landing-twins';

/** The one URL of a clean search page: its SPEC landing page when one shows it, else the search path. */
export function indexedPath(group: SearchGroup, state: SearchState): string {
  const path = searchPath(group, state);
  return landingTwin(group, path) ?? path;
}
