import { listViewPath, searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';
import { ListViewLink } from './list-view-link';

/**
 * List / Map (issue 20): two links; the map's code loads only on the map view. There the List link
 * is a small island that follows the area drawn on the map (components/map/drawn-area.ts).
 */
export function ViewToggle({ group, state, query }: { group: SearchGroup; state: SearchState; query: string }) {
  const onMap = state.view === 'map';
  const list = listViewPath(group, state);
  const map = searchPath(group, { ...state, view: 'map' }) + query;
  return (
    <nav className="view-toggle" aria-label="Results view">
      {onMap
        ? <ListViewLink path={list} query={query} />
        : <a href={list + query} className="view-toggle__link" aria-current="page">List</a>}
      <a href={map} className="view-toggle__link" aria-current={onMap ? 'page' : undefined}>Map</a>
    </nav>
  );
}
