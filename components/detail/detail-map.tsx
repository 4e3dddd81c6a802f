'use client';
import { useEffect, useRef, useState } from 'react';
import { loadLeaflet, OSM_ATTRIBUTION, OSM_TILES, pinIcon } from '@/components/map/load-leaflet';

/** The map's words in the page's language ({place}: the label); English by default. */
export type MapWords = { mapOf: string; mapFailed: string; openMap: string; newTab: string };
const ENGLISH: MapWords = { mapOf: 'Map of {place}', mapFailed: 'The map could not load here.', openMap: 'Open {place} on OpenStreetMap', newTab: ' (opens in a new tab)' };
const withPlace = (template: string, place: string) => template.replace('{place}', place);

type Props = { lat: number; lng: number; label: string; href: string; words?: MapWords };

/**
 * With no tile after this long the tile host is out of reach (offline, a
 * firewall that drops the requests): Leaflet reports nothing then, and the
 * visitor would be left with an empty grey box.
 */
export const TILE_WAIT_MS = 8000;

/**
 * An embedded OpenStreetMap of the listing. Leaflet loads when the
 * section nears the screen; when the library or the tiles cannot load (an
 * error, or no tile within TILE_WAIT_MS), the box turns into a short message
 * with the link out, never a grey box.
 */
export function DetailMap({ lat, lng, label, href, words: w = ENGLISH }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'ready' | 'failed'>('idle');

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let map: { remove: () => void } | null = null;
    let cancelled = false;
    let wait: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      const L = await loadLeaflet();
      if (cancelled) return;
      if (!L) { setState('failed'); return; }
      const m = L.map(el, { scrollWheelZoom: false, attributionControl: true }).setView([lat, lng], 15);
      const tiles = L.tileLayer(OSM_TILES, { attribution: OSM_ATTRIBUTION, maxZoom: 19 });
      let loaded = 0;
      tiles.on('tileload', () => { loaded += 1; });
      tiles.on('tileerror', () => { if (loaded === 0) setState('failed'); });
      wait = setTimeout(() => { if (loaded === 0) setState('failed'); }, TILE_WAIT_MS);
      tiles.addTo(m);
      L.marker([lat, lng], { icon: pinIcon(L), title: label, keyboard: false }).addTo(m);
      map = m;
      setState('ready');
    };
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { seen.disconnect(); void start(); }
    }, { rootMargin: '200px' });
    seen.observe(el);
    return () => { cancelled = true; clearTimeout(wait); seen.disconnect(); map?.remove(); };
  }, [lat, lng, label]);

  if (state === 'failed') {
    // Its own key: without it React would reuse the map's div and keep the tiles Leaflet put there
    // (unclipped, they widened a phone's page to 537 px).
    return (
      <div key="failed" className="detail-map-failed" role="status" data-testid="detail-map-failed">
        <span>{w.mapFailed}</span>{' '}
        <a href={href} target="_blank" rel="noopener noreferrer">
          {withPlace(w.openMap, label)}<span className="visually-hidden">{w.newTab}</span>
        </a>
      </div>
    );
  }
  return <div key="map" ref={box} className="detail-map" role="region" aria-label={withPlace(w.mapOf, label)} data-state={state} data-testid="detail-map" />;
}
