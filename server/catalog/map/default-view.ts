import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { INDIA, polygonBox, type Box } from '@/lib/map/geo';
import { reader } from '../../platform/db/client';
import { cities } from '../../platform/db/schema';

// Where a map view opens when its URL has no box: the drawn area, else the
// search's city (~25 km across at zoom 12), else all of India.

export type MapView = { box: Box; zoom: number };

export async function defaultMapView(city: string, area: [number, number][] | undefined): Promise<MapView> {
  if (area?.length) return { box: polygonBox(area), zoom: 13 };
  const db = await reader();
  const [row] = await db.select({ lat: cities.lat, lng: cities.lng }).from(cities)
    .where(eq(sql`lower(${cities.name})`, city.toLowerCase())).limit(1);
  if (!row) return { box: INDIA, zoom: 5 };
  const d = 0.12;
  return { box: { west: row.lng - d, south: row.lat - d, east: row.lng + d, north: row.lat + d }, zoom: 12 };
}
