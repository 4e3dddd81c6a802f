'use client';
import dynamic from 'next/dynamic';

// The map view's code (Leaflet included) is a separate chunk fetched only when
// Map is chosen: this host is all the results page carries for it.
export const MapSearchHost = dynamic(() => import('./map-search').then((m) => m.MapSearch), {
  ssr: false,
  loading: () => <p className="map-search__status" role="status">Loading the map…</p>,
});
