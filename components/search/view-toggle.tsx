import { listViewPath, searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';
import { ListViewLink } from './list-view-link';

/**
 * List / Map: the map's code loads only on the map view. There the List link
 * is a small island that follows the area drawn on the map (components/map/drawn-area.ts).
 * From the list, Map is a button (a GET form, no script needed): the map twin of every
 * search page is a noindex copy of its list, so crawlers are not handed a link to it.
 */
export function ViewToggle({ group, state, query }: { group: SearchGroup; state: SearchState; query: string }) {
  const onMap = state.view === 'map';
  const list = listViewPath(group, state);
  const map = searchPath(group, { ...state, view: 'map' });
  const sort = new URLSearchParams(query.replace(/^\?/, '')).get('sort');
  return (
    <nav className="view-toggle" aria-label="Results view">
      {onMap
        ? <ListViewLink path={list} query={query} />
        : <a href={list + query} className="view-toggle__link" aria-current="page">List</a>}
      {onMap
        ? <a href={map + query} className="view-toggle__link" aria-current="page">Map</a>
        : (
          <form method="get" action={map} className="view-toggle__form">
            {sort && <input type="hidden" name="sort" value={sort} />}
            <button type="submit" className="view-toggle__link">Map</button>
          </form>
        )}
    </nav>
  );
}
