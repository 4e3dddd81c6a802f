import { listViewPath, searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';
import { ListViewLink } from './list-view-link';

/**
 * List / Map: the map's code loads only on the map view. There the List link
 * is a small island that follows the area drawn on the map (components/map/drawn-area.ts).
 * From the list, Map is a button (a GET form, no script needed): the map twin of every
 * search page is a noindex copy of its list, so crawlers are not handed a link to it.
 */
export function ViewToggle({ group, state, query, words = { resultsView: 'Results view', list: 'List', map: 'Map' }, link = (p) => p }: {
  group: SearchGroup; state: SearchState; query: string; words?: { resultsView: string; list: string; map: string };
  /** A path in the page's language (localeLinks().href). */
  link?: (path: string) => string;
}) {
  const onMap = state.view === 'map';
  const list = link(listViewPath(group, state));
  const map = link(searchPath(group, { ...state, view: 'map' }));
  const sort = new URLSearchParams(query.replace(/^\?/, '')).get('sort');
  return (
    <nav className="view-toggle" aria-label={words.resultsView}>
      {onMap
        ? <ListViewLink path={list} query={query} label={words.list} />
        : <a href={list + query} className="view-toggle__link" aria-current="page">{words.list}</a>}
      {onMap
        ? <a href={map + query} className="view-toggle__link" aria-current="page">{words.map}</a>
        : (
          <form method="get" action={map} className="view-toggle__form">
            {sort && <input type="hidden" name="sort" value={sort} />}
            <button type="submit" className="view-toggle__link">{words.map}</button>
          </form>
        )}
    </nav>
  );
}
