'use client';
import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { loadLeaflet, OSM_ATTRIBUTION, OSM_TILES, pinIcon } from '@/components/map/load-leaflet';

type Point = { lat: number; lng: number };
type Props = {
  /** The pin as the poster left it, else null. */
  value: Point | null;
  /** Where to start when there is no pin yet (the locality's coordinates). */
  fallback: Point | null;
  onChange: (p: Point) => void;
};

const INDIA: Point = { lat: 20.59, lng: 78.96 };

/**
 * A draggable pin on OpenStreetMap tiles. Leaflet loads when this mounts; if
 * it cannot (offline, blocked) the step says so and works on without a pin,
 * since the locality already places the listing.
 */
export function MapPin({ value, fallback, onChange }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const change = useRef(onChange);
  // The latest callback, noted after render (refs are not written while rendering).
  useEffect(() => { change.current = onChange; });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const start = value ?? fallback;

  useEffect(() => {
    let gone = false;
    void loadLeaflet().then((L) => {
      if (gone || !box.current) return;
      if (!L) { setState('failed'); return; }
      const at = start ?? INDIA;
      const m = L.map(box.current, { scrollWheelZoom: false }).setView([at.lat, at.lng], start ? 15 : 4);
      L.tileLayer(OSM_TILES, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(m);
      const pin = L.marker([at.lat, at.lng], { draggable: true, icon: pinIcon(L), title: 'Property location', alt: 'Property location pin' }).addTo(m);
      pin.on('dragend', () => { const p = pin.getLatLng(); change.current({ lat: round(p.lat), lng: round(p.lng) }); });
      m.on('click', (e) => { pin.setLatLng(e.latlng); change.current({ lat: round(e.latlng.lat), lng: round(e.latlng.lng) }); });
      map.current = m;
      marker.current = pin;
      setState('ready');
    });
    return () => { gone = true; map.current?.remove(); map.current = null; marker.current = null; };
    // The map is made once; later moves of the fallback are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A newly chosen locality moves an untouched pin there.
  useEffect(() => {
    if (value || !fallback || !map.current || !marker.current) return;
    marker.current.setLatLng([fallback.lat, fallback.lng]);
    map.current.setView([fallback.lat, fallback.lng], 15);
  }, [fallback?.lat, fallback?.lng, value, fallback]);

  return (
    <div className="mb-3">
      <p className="form-label mb-1" id="map-pin-label">Pin on the map (optional)</p>
      {state === 'failed' ? (
        <p className="text-muted small" role="status">
          The map could not load. Your listing will be shown at its locality; you can post without a pin.
        </p>
      ) : (
        <>
          <div ref={box} className="map-pin-box" role="application" aria-labelledby="map-pin-label" aria-describedby="map-pin-help" />
          <p id="map-pin-help" className="form-text">Drag the pin, or tap the map, to mark the exact spot.</p>
        </>
      )}
      {value && <p className="form-text" data-testid="map-pin-coords">Pinned at {value.lat.toFixed(5)}, {value.lng.toFixed(5)}</p>}
    </div>
  );
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
