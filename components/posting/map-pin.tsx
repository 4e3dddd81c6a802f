'use client';
import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { loadLeaflet, OSM_ATTRIBUTION, OSM_TILES, pinIcon } from '@/components/map/load-leaflet';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_POSTING_TEXT, type PostingText } from './posting-words';

type Point = { lat: number; lng: number };
type Props = {
  /** The pin: the locality's centre until the poster moves it; null when the locality has none. */
  value: Point | null;
  /** The chosen locality's name, for the texts. */
  locality: string;
  /** The poster removed the pin: the listing is saved without a map location. */
  removed: boolean;
  onChange: (p: Point) => void;
  onRemoved: (removed: boolean) => void;
  words?: PostingText['map'];
};

const INDIA: Point = { lat: 20.59, lng: 78.96 };

/**
 * A draggable pin on OpenStreetMap tiles, saved with the listing unless the
 * poster removes it. Leaflet loads when this mounts; if it cannot (offline,
 * blocked) the step says where the listing will be shown and works on.
 */
export function MapPin({ value, locality, removed, onChange, onRemoved, words: t = ENGLISH_POSTING_TEXT.map }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const change = useRef(onChange);
  // The latest callback, noted after render (refs are not written while rendering).
  useEffect(() => { change.current = onChange; });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Remove the pin / Put the pin back replace each other: focus follows to the one that appears.
  const toggle = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  const press = (next: boolean) => { toggled.current = true; onRemoved(next); };
  useEffect(() => {
    if (toggled.current) toggle.current?.focus();
    toggled.current = false;
  }, [removed]);

  useEffect(() => {
    if (removed) return;
    let gone = false;
    let marker: Marker | null = null;
    void loadLeaflet().then((L) => {
      if (gone || !box.current) return;
      if (!L) { setState('failed'); return; }
      const at = value ?? INDIA;
      const m = L.map(box.current, { scrollWheelZoom: false }).setView([at.lat, at.lng], value ? 15 : 4);
      L.tileLayer(OSM_TILES, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(m);
      marker = L.marker([at.lat, at.lng], { draggable: true, icon: pinIcon(L), title: t.marker, alt: t.markerAlt }).addTo(m);
      const pin = marker;
      pin.on('dragend', () => { const p = pin.getLatLng(); change.current({ lat: round(p.lat), lng: round(p.lng) }); });
      m.on('click', (e) => { pin.setLatLng(e.latlng); change.current({ lat: round(e.latlng.lat), lng: round(e.latlng.lng) }); });
      map.current = m;
      setState('ready');
    });
    return () => { gone = true; map.current?.remove(); map.current = null; };
    // The map is made when the pin is shown; drags and taps move it from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [removed]);

  if (removed) {
    return (
      <div className="mb-3">
        <p className="form-label mb-1">{t.title}</p>
        <p className="text-muted small mb-2" role="status" data-testid="map-pin-removed">
          {t.removed}
        </p>
        <button ref={toggle} type="button" className="btn btn-outline-primary btn-sm" onClick={() => press(false)}>
          {t.putBack}
        </button>
      </div>
    );
  }
  return (
    <div className="mb-3">
      <p className="form-label mb-1" id="map-pin-label">{t.title}</p>
      {state === 'failed' ? (
        <p className="text-muted small" role="status">
          {t.failed}{value ? ` ${fill(t.failedAt, { locality })}` : ''}
        </p>
      ) : (
        <>
          <div ref={box} className="map-pin-box" role="application" aria-labelledby="map-pin-label" aria-describedby="map-pin-help" />
          <p id="map-pin-help" className="form-text">
            {value ? fill(t.helpAt, { locality }) : t.help}
          </p>
        </>
      )}
      {value && <p className="form-text" data-testid="map-pin-coords">{fill(t.pinned, { value: `${value.lat.toFixed(5)}, ${value.lng.toFixed(5)}` })}</p>}
      {value && (
        <button ref={toggle} type="button" className="btn btn-link btn-sm p-0" onClick={() => press(true)}>{t.remove}</button>
      )}
    </div>
  );
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
