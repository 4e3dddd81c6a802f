'use client';
import '@/styles/map-search.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import type * as Leaflet from 'leaflet';
import type { Card } from '@/lib/card';
import { formatPolygon, INDIA, MAX_ZOOM, MIN_ZOOM, polygonProblem, type Box, type LatLng } from '@/lib/map/geo';
import { listViewPath, searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';
import { mapCard, mapSearch, type MapResult } from '@/services/api/map';
import { loadLeaflet, OSM_ATTRIBUTION, OSM_TILES, type LeafletModule } from './load-leaflet';
import { drawPins } from './map-pins';
import { MapCard } from './map-card';
import { MapCount } from './map-count';
import { useAreaDraw } from './use-area-draw';
import { setDrawnListPath } from './drawn-area';

type Props = { group: SearchGroup; state: SearchState; body: Record<string, unknown>; view: { box: Box; zoom: number } };
type Live = { L: LeafletModule; map: Leaflet.Map; pins: Leaflet.LayerGroup; shapes: Leaflet.LayerGroup };

const clampBox = (b: Box): Box => ({
  west: Math.max(b.west, INDIA.west), south: Math.max(b.south, INDIA.south),
  east: Math.min(b.east, INDIA.east), north: Math.min(b.north, INDIA.north),
});

/** The results page's map view: pins of the same search in the visible box. */
export function MapSearch({ group, state, body, view }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const live = useRef<Live | null>(null);
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<MapResult | null>(null);
  const [error, setError] = useState('');
  const [follow, setFollow] = useState(true);
  const [moved, setMoved] = useState(false);
  const [card, setCard] = useState<Card | null>(null);
  const [area, setArea] = useState<LatLng[]>(state.area ?? []);
  // Leaflet's listeners outlive renders: they read the latest choices through refs.
  const followRef = useRef(follow);
  const areaRef = useRef(area);
  useEffect(() => { followRef.current = follow; areaRef.current = area; }, [follow, area]);
  const abort = useRef<AbortController | null>(null);
  const router = useRouter();
  /**
   * A new area changes the search itself: the page re-renders with it (the count). The List link does not
   * wait for that round trip: it reads the area's list path from drawn-area.ts at once.
   */
  const routeArea = (a: LatLng[]) => {
    const l = live.current;
    const b = l?.map.getBounds();
    const box = b ? clampBox({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }) : null;
    router.replace(searchPath(group, { ...state, view: 'map', box, zoom: l?.map.getZoom() ?? null, area: a }) + window.location.search, { scroll: false });
  };

  const search = useCallback(async () => {
    const l = live.current;
    if (!l) return;
    const b = l.map.getBounds();
    const box = clampBox({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() });
    const zoom = l.map.getZoom();
    const a = areaRef.current;
    // The view is part of the search route id: this URL reopens this map.
    window.history.replaceState(window.history.state, '', searchPath(group, { ...state, view: 'map', box, zoom, area: a }) + window.location.search);
    abort.current?.abort();
    const ctl = (abort.current = new AbortController());
    setMoved(false);
    try {
      const res = await mapSearch({ group: group, search: { ...body, area: a.length ? a : undefined }, bbox: box, zoom }, { signal: ctl.signal });
      if (ctl.signal.aborted) return;
      setError('');
      setResult(res.data);
      drawPins(l.L, l.pins, res.data.cells, (c) => {
        if (c.count > 1 || !c.kind || !c.id) l.map.setView([c.lat, c.lng], Math.min(l.map.getZoom() + 2, MAX_ZOOM));
        else mapCard(c.kind, c.id).then((r) => setCard(r.data), () => setError('This listing is no longer available.'));
      });
    } catch (e) {
      if (!ctl.signal.aborted) setError(e instanceof Error ? e.message : 'The map search failed. Try again.');
    }
  }, [group, state, body]);

  const draw = useAreaDraw(live, (points) => {
    const problem = polygonProblem(points);
    if (problem) { setError(problem.message); return false; }
    setArea(points);
    areaRef.current = points;
    setDrawnListPath(listViewPath(group, state, points));
    setError('');
    void search();
    routeArea(points);
    return true;
  });

  useEffect(() => {
    let gone = false;
    loadLeaflet().then((L) => {
      if (gone || !boxRef.current) return;
      if (!L) { setFailed(true); return; }
      const map = L.map(boxRef.current, { minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM, maxBounds: [[INDIA.south - 5, INDIA.west - 5], [INDIA.north + 5, INDIA.east + 5]] });
      // Tiles are decoration: offline or blocked, pins and drawing still work on the grey ground.
      L.tileLayer(OSM_TILES, { attribution: OSM_ATTRIBUTION, maxZoom: MAX_ZOOM }).addTo(map);
      const v = view.box;
      map.fitBounds([[v.south, v.west], [v.north, v.east]], { animate: false });
      if (state.zoom) map.setZoom(state.zoom, { animate: false });
      live.current = { L, map, pins: L.layerGroup().addTo(map), shapes: L.layerGroup().addTo(map) };
      map.on('moveend', () => (followRef.current ? void search() : setMoved(true)));
      void search();
    });
    return () => {
      gone = true;
      abort.current?.abort();
      live.current?.map.remove();
      live.current = null;
      setDrawnListPath(null); // the next page's List link starts from its own URL's area
    };
    // Built once per page: later changes go through the map itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const l = live.current;
    if (!l) return;
    l.shapes.clearLayers();
    if (area.length) l.L.polygon(area, { className: 'map-area' }).addTo(l.shapes);
  }, [area, result]);

  const clearArea = () => { setArea([]); areaRef.current = []; setDrawnListPath(listViewPath(group, state, [])); void search(); routeArea([]); };

  // The area changed outside the map (its chip in Active filters removed it): the map follows.
  const routeAreaKey = formatPolygon(state.area ?? []);
  useEffect(() => {
    if (routeAreaKey === formatPolygon(areaRef.current)) return;
    const next = state.area ?? [];
    setArea(next);
    areaRef.current = next;
    setDrawnListPath(listViewPath(group, state, next));
    void search();
    // Only a new area in the route matters here; the map's own changes already match it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeAreaKey]);
  const listHref = listViewPath(group, state, area);

  if (failed) {
    return <p className="map-search__status" role="status">The map could not load here. <a href={listHref}>Show the list</a></p>;
  }
  return (
    <section className="map-search" aria-label="Map of the results">
      <div className="map-search__bar">
        <label className="map-search__follow">
          <input type="checkbox" checked={follow} onChange={(e) => { setFollow(e.target.checked); if (e.target.checked && moved) void search(); }} />
          Search as I move the map
        </label>
        {!follow && moved && <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void search()}>Search this area</button>}
        {draw.points === null ? (
          <>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={draw.start}>{area.length ? 'Redraw the area' : 'Draw an area'}</button>
            {area.length > 0 && <button type="button" className="btn btn-outline-primary btn-sm" onClick={clearArea}>Clear the area</button>}
          </>
        ) : (
          <div className="map-search__draw" role="group" aria-label="Drawing an area">
            <span>Click the map to add corners ({draw.points.length})</span>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={draw.addCentre}>Add the map centre</button>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={draw.undo} disabled={!draw.points.length}>Undo corner</button>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={draw.finish} disabled={draw.points.length < 3}>Finish the area</button>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={draw.cancel}>Cancel</button>
          </div>
        )}
      </div>
      <p className="map-search__status" role="status" aria-live="polite" data-testid="map-count">
        <MapCount result={result} listHref={listHref} />
      </p>
      {error && <p className="map-search__error" role="alert">{error}</p>}
      <div className="map-search__body">
        <div ref={boxRef} className="map-search__map" role="application" aria-label="Map: drag to move, + and - to zoom" />
        {card && <MapCard card={card} onClose={() => setCard(null)} />}
      </div>
    </section>
  );
}
