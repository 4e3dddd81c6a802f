import 'server-only';
import { searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';
import { landingTwin } from './landing-twins';
import { readablePath } from './readable-pages';

/**
 * The one URL of a clean search page: its SPEC landing page when one shows it, else its
 * readable place page (/in/...), else the search path (a city outside the product's list).
 */
export function indexedPath(group: SearchGroup, state: SearchState): string {
  const path = searchPath(group, state);
  return landingTwin(group, path) ?? readablePath(group, state) ?? path;
}

/** The page a clean search's route defers to (its canonical): the landing or readable page, if any. */
export function ownerPage(group: SearchGroup, state: SearchState): string | undefined {
  return landingTwin(group, searchPath(group, state)) ?? readablePath(group, state) ?? undefined;
}
