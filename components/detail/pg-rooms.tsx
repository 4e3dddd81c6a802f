import { pgRoomRows, type RoomRow } from '@/lib/detail/pg-project-facts';
import { formatMeasure } from '@/lib/format/counts';
import { formatPrice, type PriceLocale } from '@/lib/format/price';
import { fill } from '@/lib/i18n/fill';
import { DetailSection } from './detail-section';

/**
 * The table's words in Hindi or Kannada: {shown} {total} {count}; room types by their value
 * (the filters' words), the rent's "/month" and the language's lakh and crore.
 */
export type PgWords = {
  locale: PriceLocale; rooms: string; roomsTable: string; roomType: string; rent: string; beds: string;
  bedsOf: string; full: string; roomTypes: Record<string, string>; perMonth: string;
};

/** A row's texts in the language; English rows are pgRoomRows' own. */
function rowIn(r: RoomRow, w: PgWords): RoomRow {
  const beds = r.total === null ? formatMeasure(r.free) : fill(w.bedsOf, { shown: formatMeasure(r.free), total: formatMeasure(r.total) });
  const rent = r.rentValue === null ? '—' : `${formatPrice(r.rentValue, w.locale)}${w.perMonth}`;
  return { ...r, type: w.roomTypes[r.roomType] ?? r.type, rent, beds };
}

/** The PG's rooms: type, rent a month and free beds, cheapest first (the domain's order). */
export function PgRooms({ rooms, words: w }: { rooms: Record<string, unknown>[]; words?: PgWords }) {
  const rows = pgRoomRows(rooms).map((r) => (w && w.locale !== 'en' ? rowIn(r, w) : r));
  if (!rows.length) return null;
  return (
    <DetailSection id="rooms" title={w?.rooms ?? 'Rooms and rent'}>
      {/* Focusable so a keyboard can scroll it when it is wider than the phone (axe scrollable-region-focusable). */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={w?.roomsTable ?? 'Rooms and rent table'}>
        <table className="table rooms-table mb-0">
          <thead>
            <tr><th scope="col">{w?.roomType ?? 'Room type'}</th><th scope="col">{w?.rent ?? 'Rent'}</th><th scope="col">{w?.beds ?? 'Beds available'}</th></tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.type}>
                <th scope="row">{r.type}</th>
                <td>{r.rent}</td>
                <td>{r.full ? <span className="text-danger">{w ? fill(w.full, { count: r.beds }) : `Full (${r.beds})`}</span> : r.beds}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}
