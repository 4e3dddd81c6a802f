'use client';
import { useEffect, useRef, useState } from 'react';
import { loadLeaflet, OSM_ATTRIBUTION, OSM_TILES, pinIcon } from '@/components/map/load-leaflet';

type Props = { lat: number; lng: number; label: string };

/**
 * An embedded OpenStreetMap of the listing (issue 14). Leaflet loads when the
 * section nears the screen; when the library or the tiles cannot load, the
 * map box goes away and the "View on map" link beside it remains.
 */
export function DetailMap({ lat, lng, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'ready' | 'failed'>('idle');

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let map: { remove: () => void } | null = null;
    let cancelled = false;
    const start = async () => {
      const L = await loadLeaflet();
      if (cancelled) return;
      if (!L) { setState('failed'); return; }
      const m = L.map(el, { scrollWheelZoom: false, attributionControl: true }).setView([lat, lng], 15);
      const tiles = L.tileLayer(OSM_TILES, { attribution: OSM_ATTRIBUTION, maxZoom: 19 });
      let loaded = 0;
      tiles.on('tileload', () => { loaded += 1; });
      tiles.on('tileerror', () => { if (loaded === 0) setState('failed'); });
      tiles.addTo(m);
      L.marker([lat, lng], { icon: pinIcon(L), title: label, keyboard: false }).addTo(m);
      map = m;
      setState('ready');
    };
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { seen.disconnect(); void start(); }
    }, { rootMargin: '200px' });
    seen.observe(el);
    return () => { cancelled = true; seen.disconnect(); map?.remove(); };
  }, [lat, lng, label]);

  if (state === 'failed') return null;
  return <div ref={box} className="detail-map" role="region" aria-label={`Map of ${label}`} data-state={state} data-testid="detail-map" />;
}
