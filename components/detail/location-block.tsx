import type { Card } from '@/lib/card';
import { mapHref } from '@/lib/detail/detail-meta';
import { DetailSection } from './detail-section';
import { DetailMap } from './detail-map';

const coord = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(4)}° ${v >= 0 ? pos : neg}`;

/**
 * Address, locality and coordinates, an embedded map (loaded near the screen,
 * a short message with the link out when tiles fail) and always the link out to OpenStreetMap;
 * without coordinates, a line that says so instead of a map.
 */
export function LocationBlock({ detail, card }: { detail: Record<string, unknown>; card: Card }) {
  const { lat, lng } = detail;
  const map = mapHref(lat, lng);
  const address = typeof detail.formatted_address === 'string' ? detail.formatted_address
    : typeof detail.address === 'string' ? detail.address : null;
  return (
    <DetailSection id="location" title="Location">
      {address && <p className="mb-1">{address}</p>}
      <p className="mb-2"><strong>{card.locality}</strong>, {card.city}</p>
      {map && typeof lat === 'number' && typeof lng === 'number' && (
        <DetailMap lat={lat} lng={lng} label={`${card.locality}, ${card.city}`} href={map} />
      )}
      {!map && (
        <p className="mb-0 text-muted small" role="note" data-testid="detail-no-map">
          This listing has no map location. It is in {card.locality}, {card.city}.
        </p>
      )}
      {map && typeof lat === 'number' && typeof lng === 'number' && (
        <p className="mb-0 d-flex flex-wrap gap-2 align-items-center">
          <span className="text-muted small">{coord(lat, 'N', 'S')}, {coord(lng, 'E', 'W')}</span>
          <a href={map} target="_blank" rel="noopener noreferrer" className="btn btn-outline-primary btn-sm">
            View on map<span className="visually-hidden"> (OpenStreetMap, opens in a new tab)</span>
          </a>
        </p>
      )}
    </DetailSection>
  );
}
