import { searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';

/** List / Map (issue 20): two links, no script; the map's code loads only on the map view. */
export function ViewToggle({ group, state, query }: { group: SearchGroup; state: SearchState; query: string }) {
  const list = searchPath(group, { ...state, view: undefined, box: null, zoom: null }) + query;
  const map = searchPath(group, { ...state, view: 'map' }) + query;
  const onMap = state.view === 'map';
  return (
    <nav className="view-toggle" aria-label="Results view">
      <a href={list} className="view-toggle__link" aria-current={onMap ? undefined : 'page'}>List</a>
      <a href={map} className="view-toggle__link" aria-current={onMap ? 'page' : undefined}>Map</a>
    </nav>
  );
}
