'use client';
import { useSyncExternalStore } from 'react';
import { drawnArea, onDrawnArea } from '@/components/map/drawn-area';
import { searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';

const serverArea = () => null;

/** The map view's List link: the same search as a list, with the area drawn on the map the moment it is drawn. */
export function ListViewLink({ group, state, query }: { group: SearchGroup; state: SearchState; query: string }) {
  const drawn = useSyncExternalStore(onDrawnArea, drawnArea, serverArea);
  const href = searchPath(group, { ...state, view: undefined, box: null, zoom: null, area: drawn ?? state.area }) + query;
  return <a href={href} className="view-toggle__link">List</a>;
}
