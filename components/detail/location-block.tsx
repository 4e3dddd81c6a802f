import type { Card } from '@/lib/card';
import { mapHref } from '@/lib/detail/detail-meta';
import { fill } from '@/lib/i18n/fill';
import { DetailSection } from './detail-section';
import { DetailMap, type MapWords } from './detail-map';

/** The block's words in the page's language; the map's own words ride along for its island. */
export type LocationWords = MapWords & {
  title: string; noMap: string; viewMap: string; viewMapNote: string;
  north: string; south: string; east: string; west: string;
  /** The city in the language (localities keep their English names). */
  city?: string;
};

const ENGLISH: LocationWords = {
  title: 'Location', noMap: 'This listing has no map location. It is in {place}.', viewMap: 'View on map',
  viewMapNote: ' (OpenStreetMap, opens in a new tab)', north: 'N', south: 'S', east: 'E', west: 'W',
  mapOf: 'Map of {place}', mapFailed: 'The map could not load here.', openMap: 'Open {place} on OpenStreetMap', newTab: ' (opens in a new tab)',
};

const coord = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(4)}° ${v >= 0 ? pos : neg}`;

/**
 * Address, locality and coordinates, an embedded map (loaded near the screen,
 * a short message with the link out when tiles fail) and always the link out to OpenStreetMap;
 * without coordinates, a line that says so instead of a map. The address is the poster's, as written.
 */
export function LocationBlock({ detail, card, words: w = ENGLISH }: { detail: Record<string, unknown>; card: Card; words?: LocationWords }) {
  const { lat, lng } = detail;
  const map = mapHref(lat, lng);
  const address = typeof detail.formatted_address === 'string' ? detail.formatted_address
    : typeof detail.address === 'string' ? detail.address : null;
  const city = w.city ?? card.city;
  const place = `${card.locality}, ${city}`;
  // Only the map's own words cross into its island.
  const mapWords: MapWords = { mapOf: w.mapOf, mapFailed: w.mapFailed, openMap: w.openMap, newTab: w.newTab };
  return (
    <DetailSection id="location" title={w.title}>
      {address && <p className="mb-1">{address}</p>}
      <p className="mb-2"><strong>{card.locality}</strong>, {city}</p>
      {map && typeof lat === 'number' && typeof lng === 'number' && (
        <DetailMap lat={lat} lng={lng} label={place} href={map} words={mapWords} />
      )}
      {!map && (
        <p className="mb-0 text-muted small" role="note" data-testid="detail-no-map">{fill(w.noMap, { place })}</p>
      )}
      {map && typeof lat === 'number' && typeof lng === 'number' && (
        <p className="mb-0 d-flex flex-wrap gap-2 align-items-center">
          <span className="text-muted small">{coord(lat, w.north, w.south)}, {coord(lng, w.east, w.west)}</span>
          <a href={map} target="_blank" rel="noopener noreferrer" className="btn btn-outline-primary btn-sm">
            {w.viewMap}<span className="visually-hidden">{w.viewMapNote}</span>
          </a>
        </p>
      )}
    </DetailSection>
  );
}
