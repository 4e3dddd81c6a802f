'use client';
import type * as Leaflet from 'leaflet';

// The one Leaflet loader of the app (RULES: whoever needs a map reuses it).
// Leaflet and its CSS are ~45 kB gzip, so they load on first use, once, and a
// failure (offline, blocked) resolves to null: callers then fall back to plain
// fields or a link instead of a broken map.

export type LeafletModule = typeof Leaflet;

let loading: Promise<LeafletModule | null> | null = null;

export function loadLeaflet(): Promise<LeafletModule | null> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
    .then(([m]) => ((m as unknown as { default?: LeafletModule }).default ?? m) as LeafletModule)
    .catch(() => {
      loading = null; // a later attempt may succeed (the network came back)
      return null;
    });
  return loading;
}

/** OpenStreetMap's standard tiles; their usage policy asks for the attribution. */
export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A pin drawn with CSS, so no marker image has to be resolved through the bundler. */
export function pinIcon(L: LeafletModule) {
  return L.divIcon({ className: 'map-pin', iconSize: [24, 24], iconAnchor: [12, 24], html: '<span aria-hidden="true"></span>' });
}
