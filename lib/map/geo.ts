// Map search geometry shared by the browser (drawing, URL) and the server
// (validation, matching). Points are [lat, lng]; a box is its four edges.
// Pure code with no map library, so the server and the list view never load Leaflet.

export type LatLng = [number, number];
export type Box = { west: number; south: number; east: number; north: number };

/** India's extent with a small margin (Indira Point to Siachen, Gujarat to Arunachal). */
export const INDIA: Box = { west: 68.0, south: 6.4, east: 97.5, north: 37.6 };
export const MIN_ZOOM = 4;
export const MAX_ZOOM = 19;
export const MAX_POLYGON_POINTS = 50;

const round = (n: number) => Math.round(n * 1e5) / 1e5;
const num = (s: string) => (/^-?\d+(\.\d+)?$/.test(s.trim()) ? Number(s) : NaN);

export const inIndia = ([lat, lng]: LatLng) =>
  lat >= INDIA.south && lat <= INDIA.north && lng >= INDIA.west && lng <= INDIA.east;

/* ----------------------------- URL text ----------------------------- */

/** "west,south,east,north"; null when it is not four numbers (a stale URL is a plain search). */
export function parseBox(text: string | undefined): Box | null {
  if (!text) return null;
  const v = text.split(',').map(num);
  if (v.length !== 4 || v.some((n) => !Number.isFinite(n))) return null;
  const [west, south, east, north] = v;
  return { west, south, east, north };
}

export const formatBox = (b: Box) => [b.west, b.south, b.east, b.north].map(round).join(',');

/** "lat,lng_lat,lng_..." (no characters a path segment would have to escape). */
export function parsePolygon(text: string | undefined): LatLng[] {
  if (!text) return [];
  const out: LatLng[] = [];
  for (const pair of text.split('_').slice(0, MAX_POLYGON_POINTS + 1)) {
    const [a, b] = pair.split(',').map(num);
    if (!Number.isFinite(a) || !Number.isFinite(b)) return [];
    out.push([a, b]);
  }
  return out;
}

export const formatPolygon = (p: LatLng[]) => p.map(([lat, lng]) => `${round(lat)},${round(lng)}`).join('_');

/* ----------------------------- checks ----------------------------- */

export type GeoProblem = { field: string; message: string };

/** Why a box cannot be searched, naming the field; null when it can. */
export function boxProblem(b: Box): GeoProblem | null {
  for (const k of ['west', 'south', 'east', 'north'] as const) {
    if (!Number.isFinite(b[k])) return { field: `bbox.${k}`, message: `bbox.${k} must be a number` };
  }
  if (b.south >= b.north) return { field: 'bbox', message: 'bbox is inverted: south must be below north' };
  if (b.west >= b.east) return { field: 'bbox', message: 'bbox is inverted: west must be left of east' };
  if (b.north < INDIA.south || b.south > INDIA.north || b.east < INDIA.west || b.west > INDIA.east) {
    return { field: 'bbox', message: 'bbox is outside India' };
  }
  return null;
}

/** Pins are clustered on a grid of cells about this many pixels wide (server/catalog/map/map-search.ts). */
export const CELL_PX = 60;
/** Degrees of longitude per cell at a zoom (256 px tiles); latitude uses the same (close enough for India). */
export const cellDegrees = (zoom: number) => (360 / (256 * 2 ** zoom)) * CELL_PX;
/**
 * A box may be this many cells a side: a 2000 px screen is ~33, a 6000 px wall 100. A bigger
 * box does not match its zoom (all of India at zoom 19) and would group into a row per listing.
 */
export const MAX_CELLS_A_SIDE = 100;

/** Why a box is too large for its zoom (a valid zoom); null when it is not. */
export function boxSizeProblem(b: Box, zoom: number): GeoProblem | null {
  const max = cellDegrees(zoom) * MAX_CELLS_A_SIDE;
  return b.east - b.west > max || b.north - b.south > max
    ? { field: 'bbox', message: `bbox is too large for zoom ${zoom}: at most ${Number(max.toPrecision(3))} degrees a side (zoom out or send a smaller box)` }
    : null;
}

export function zoomProblem(z: unknown): GeoProblem | null {
  return typeof z === 'number' && Number.isInteger(z) && z >= MIN_ZOOM && z <= MAX_ZOOM
    ? null
    : { field: 'zoom', message: `zoom must be a whole number from ${MIN_ZOOM} to ${MAX_ZOOM}` };
}

/** Drops a closing point equal to the first (GeoJSON rings repeat it). */
export function openRing(p: LatLng[]): LatLng[] {
  const [f, l] = [p[0], p[p.length - 1]];
  return p.length > 1 && f[0] === l[0] && f[1] === l[1] ? p.slice(0, -1) : p;
}

const cross = (o: LatLng, a: LatLng, b: LatLng) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const onSegment = (p: LatLng, q: LatLng, r: LatLng) =>
  Math.min(p[0], r[0]) <= q[0] && q[0] <= Math.max(p[0], r[0]) && Math.min(p[1], r[1]) <= q[1] && q[1] <= Math.max(p[1], r[1]);

/** Do segments ab and cd touch or cross? */
export function segmentsIntersect(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (d1 === 0 && onSegment(c, a, d)) || (d2 === 0 && onSegment(c, b, d))
    || (d3 === 0 && onSegment(a, c, b)) || (d4 === 0 && onSegment(a, d, b));
}

/** Two non-adjacent edges meet (n ≤ 50, so the n² check is ~1,200 pairs). */
export function selfIntersects(p: LatLng[]): boolean {
  const n = p.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      if (segmentsIntersect(p[i], p[(i + 1) % n], p[j], p[(j + 1) % n])) return true;
    }
  }
  return false;
}

/** Why a drawn area cannot be searched (field "area"); null when it can. */
export function polygonProblem(points: LatLng[]): GeoProblem | null {
  const p = openRing(points);
  if (p.length < 3) return { field: 'area', message: 'area needs at least 3 points' };
  if (p.length > MAX_POLYGON_POINTS) return { field: 'area', message: `area has more than ${MAX_POLYGON_POINTS} points` };
  if (p.some(([lat, lng]) => !Number.isFinite(lat) || !Number.isFinite(lng))) return { field: 'area', message: 'area points must be numbers' };
  if (!p.every(inIndia)) return { field: 'area', message: 'area is outside India' };
  if (selfIntersects(p)) return { field: 'area', message: 'area is self-intersecting: its edges cross' };
  return null;
}

/* ----------------------------- matching ----------------------------- */

export function polygonBox(p: LatLng[]): Box {
  const lats = p.map((x) => x[0]);
  const lngs = p.map((x) => x[1]);
  return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) };
}

/** Even-odd ray casting: the same rule as the server's SQL (server/catalog/map/area-sql.ts). */
export function pointInPolygon(lat: number, lng: number, p: LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    const [yi, xi] = p[i];
    const [yj, xj] = p[j];
    if ((yi > lat) !== (yj > lat) && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
