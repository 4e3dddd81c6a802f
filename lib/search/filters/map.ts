import { boxProblem, formatBox, formatPolygon, parseBox, parsePolygon, polygonProblem, zoomProblem } from '../../map/geo';
import { plain } from './codec';
import { defineFilter } from './types';

// Map search: the view, the map's box and zoom, a drawn area. Each is left out of the state when
// unusable (the map API gives the 400s; a page just ignores them). Only the drawn area filters.

const mapView = { reason: 'map view', drops: () => true } as const;

export const view = defineFilter({
  field: 'view',
  key: 'view',
  parse: (v) => (v && plain(v) === 'map' ? 'map' : undefined),
  write: (s) => (s.view === 'map' ? 'map' : ''),
  indexing: { ...mapView, drops: (s) => s.view === 'map' },
});

export const box = defineFilter({
  field: 'box',
  key: 'bbox',
  parse: (v) => {
    const b = parseBox(v && plain(v));
    return b && !boxProblem(b) ? b : undefined;
  },
  write: (s) => (s.view === 'map' && s.box ? formatBox(s.box) : ''),
  indexing: { ...mapView, drops: (s) => !!s.box },
});

export const zoom = defineFilter({
  field: 'zoom',
  key: 'zoom',
  parse: (v) => {
    const z = Number(v ? plain(v) : NaN);
    return zoomProblem(z) ? undefined : z;
  },
  write: (s) => (s.view === 'map' && s.zoom ? String(s.zoom) : ''),
  indexing: { ...mapView, drops: (s) => !!s.zoom },
});

/** The drawn area filters the list too: shown and removable like any other filter. */
export const area = defineFilter({
  field: 'area',
  key: 'area',
  parse: (v) => {
    const a = parsePolygon(v && plain(v));
    return a.length && !polygonProblem(a) ? a : undefined;
  },
  write: (s) => (s.area?.length ? formatPolygon(s.area) : ''),
  listingWire: (s) => (s.area?.length ? { area: s.area } : {}),
  pgWire: (s) => (s.area?.length ? { area: s.area } : {}),
  chips: (s, _city, w) => (s.area?.length ? [{ key: 'area', label: w.template.drawnArea, next: { area: undefined } }] : []),
  indexing: { ...mapView, drops: (s) => !!s.area?.length },
  index: { listings: { name: 'listings_geo_idx', columns: ['lat', 'lng'] }, pgs: { name: 'pgs_geo_idx', columns: ['lat', 'lng'] } },
});
