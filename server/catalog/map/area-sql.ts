import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { openRing, polygonBox, type Box, type LatLng } from '@/lib/map/geo';

// Geometry in plain SQL, the same on PGlite and PostgreSQL (no PostGIS): a box
// is two ranges the (…, lat, lng) btree indexes answer; a drawn area is its
// own box (the index prefilter) and then even-odd ray casting over its edges,
// the rule lib/map/geo.ts pointInPolygon applies in the browser. Coordinates
// are validated numbers (lib/map/geo.ts polygonProblem/boxProblem), written as
// literals so a 50-point area is not 400 bind parameters.

type Col = AnyPgColumn | SQL;
const lit = (n: number) => sql.raw(Number(n).toFixed(7));

export function boxWhere(lat: Col, lng: Col, b: Box): SQL {
  return sql`(${lat} between ${lit(b.south)} and ${lit(b.north)} and ${lng} between ${lit(b.west)} and ${lit(b.east)})`;
}

/** Inside the drawn area: its box first (indexed), then the crossings count is odd. */
export function areaWhere(lat: Col, lng: Col, area: LatLng[]): SQL {
  const p = openRing(area);
  const edges: SQL[] = [];
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    const [yi, xi] = p[i];
    const [yj, xj] = p[j];
    if (yi === yj) continue; // a horizontal edge is never crossed (and would divide by zero)
    edges.push(sql`(case when (${lit(yi)} > ${lat}) <> (${lit(yj)} > ${lat}) and ${lng} < ${lit(xj - xi)} * (${lat} - ${lit(yi)}) / ${lit(yj - yi)} + ${lit(xi)} then 1 else 0 end)`);
  }
  if (!edges.length) return sql`false`;
  return sql`(${boxWhere(lat, lng, polygonBox(p))} and (${sql.join(edges, sql` + `)}) % 2 = 1)`;
}
