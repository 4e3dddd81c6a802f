'use client';
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import type * as Leaflet from 'leaflet';
import type { LatLng } from '@/lib/map/geo';
import type { LeafletModule } from './load-leaflet';

// A tiny click-to-add-corner drawing tool (no plugin): while drawing, a map
// click adds a corner, "Add the map centre" does the same from the keyboard,
// Escape cancels. `onDone` checks the area and answers whether it was taken.

type Live = { L: LeafletModule; map: Leaflet.Map; shapes: Leaflet.LayerGroup };

export function useAreaDraw(live: MutableRefObject<Live | null>, onDone: (points: LatLng[]) => boolean) {
  const [points, setPoints] = useState<LatLng[] | null>(null);
  const draft = useRef<Leaflet.Layer | null>(null);
  const drawing = points !== null;

  const add = useCallback((p: LatLng) => setPoints((ps) => (ps ? [...ps, p] : ps)), []);

  useEffect(() => {
    const l = live.current;
    if (!l || !drawing) return;
    const click = (e: Leaflet.LeafletMouseEvent) => add([e.latlng.lat, e.latlng.lng]);
    const key = (e: KeyboardEvent) => { if (e.key === 'Escape') setPoints(null); };
    l.map.on('click', click);
    l.map.getContainer().classList.add('map-search__map--drawing');
    window.addEventListener('keydown', key);
    return () => {
      l.map.off('click', click);
      l.map.getContainer().classList.remove('map-search__map--drawing');
      window.removeEventListener('keydown', key);
    };
  }, [live, drawing, add]);

  useEffect(() => {
    const l = live.current;
    if (draft.current) { draft.current.remove(); draft.current = null; }
    if (!l || !points?.length) return;
    draft.current = l.L.polyline(points, { className: 'map-area map-area--draft' }).addTo(l.map);
  }, [live, points]);

  return {
    points,
    start: () => setPoints([]),
    cancel: () => setPoints(null),
    undo: () => setPoints((ps) => (ps ? ps.slice(0, -1) : ps)),
    addCentre: () => {
      const c = live.current?.map.getCenter();
      if (c) add([c.lat, c.lng]);
    },
    finish: () => {
      if (points && onDone(points)) setPoints(null);
    },
  };
}
