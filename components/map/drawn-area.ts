import type { LatLng } from '@/lib/map/geo';

// The area drawn on the map, for what shows the search outside the map's own tree: the results-view
// toggle's List link. The map writes its URL with history.replaceState (no server render per move),
// so a server-rendered link would follow a new area only once router.replace's round trip lands,
// and a click before that (or a round trip that never lands) lost the area. No Leaflet here: the
// list view's bundle carries this file, not the map's.

type Listener = () => void;
let drawn: LatLng[] | null = null;
const listeners = new Set<Listener>();

/** The map's current area: [] once cleared, null while no map has drawn (the page's own area holds). */
export const drawnArea = (): LatLng[] | null => drawn;

export function setDrawnArea(area: LatLng[] | null) {
  drawn = area;
  for (const l of listeners) l();
}

export function onDrawnArea(l: Listener): () => void {
  listeners.add(l);
  return () => { listeners.delete(l); };
}
