import 'server-only';
import type { Point } from './pin-centroids';

// Areas of the product cities whose PIN has no centre in the PIN table (PINs
// issued after it, 560111-560117, or a 0,0 entry as for Avathi's 562164) and
// whose post offices' GeoNames point is a stand-in or far off: the position of
// the area itself, set by hand to about a kilometre (villages: a couple). They win over the other sources
// (plausible-points.ts placePoints) and are checked against the city like them.
// Key: city, then the locality's cleaned postal name (as in localities.name).

const KNOWN_AREAS: Record<string, Record<string, Point>> = {
  Bengaluru: {
    'Kumaraswamy Layout': { lat: 12.9081, lng: 77.5619 },
    Horamavu: { lat: 13.025, lng: 77.659 },
    Begur: { lat: 12.874, lng: 77.627 },
    Kannamangala: { lat: 12.996, lng: 77.792 },
    Kaggalipura: { lat: 12.797, lng: 77.509 },
    Thattekuppe: { lat: 12.814, lng: 77.5 },
    Taralu: { lat: 12.78, lng: 77.47 },
    Somanhalli: { lat: 12.789, lng: 77.537 },
    Bolare: { lat: 12.77, lng: 77.5 },
    Doddadunnasandra: { lat: 13.044, lng: 77.804 },
    'CPC Income Tax Department': { lat: 12.845, lng: 77.66 },
    Avathi: { lat: 13.27, lng: 77.68 }, // near Devanahalli
  },
  Chennai: { Navalur: { lat: 12.8459, lng: 80.2265 } },
  Pune: { Aundh: { lat: 18.558, lng: 73.8075 } },
  Ahmedabad: { Nikol: { lat: 23.05, lng: 72.667 } },
};

export function knownArea(cityName: string, name: string): Point | undefined {
  return KNOWN_AREAS[cityName]?.[name];
}
