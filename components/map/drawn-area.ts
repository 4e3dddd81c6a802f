// The list view of the area drawn on the map, for what shows the search outside the map's own tree:
// the results-view toggle's List link. The map writes its URL with history.replaceState (no server
// render per move), so a server-rendered link would follow a new area only once router.replace's
// round trip lands, and a click before that (or a round trip that never lands) lost the area.
// The map publishes the list's path itself (it has the search-route writer loaded): neither Leaflet
// nor that writer is here, since the list view's first load carries this file, not the map's.

type Listener = () => void;
let listPath: string | null = null;
const listeners = new Set<Listener>();

/** The list path of the map's current area (cleared areas included); null while no map has drawn (the page's own holds). */
export const drawnListPath = (): string | null => listPath;

export function setDrawnListPath(path: string | null) {
  listPath = path;
  for (const l of listeners) l();
}

export function onDrawnListPath(l: Listener): () => void {
  listeners.add(l);
  return () => { listeners.delete(l); };
}
