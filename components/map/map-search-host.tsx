'use client';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { lazyComponent } from '@/components/lazy/lazy-component';

// The map view's code (Leaflet included) is a separate chunk fetched only when
// Map is chosen: this host is all the results page carries for it. React.lazy,
// not next/dynamic, whose runtime would ride on every search page (list view too).
const loading = <p className="map-search__status" role="status">Loading the map…</p>;
const MapSearch = lazyComponent(() => import('./map-search').then((m) => m.MapSearch), loading);

const never = () => () => {};

/** The server render and hydration show the loading line; the map renders once mounted (Leaflet needs the DOM). */
export function MapSearchHost(props: ComponentProps<typeof MapSearch>) {
  const mounted = useSyncExternalStore(never, () => true, () => false);
  return mounted ? <MapSearch {...props} /> : loading;
}
