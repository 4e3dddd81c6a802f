import { pgRoomRows } from '@/lib/detail/pg-project-facts';
import { DetailSection } from './detail-section';

/** The PG's rooms: type, rent a month and free beds, cheapest first (the domain's order). */
export function PgRooms({ rooms }: { rooms: Record<string, unknown>[] }) {
  const rows = pgRoomRows(rooms);
  if (!rows.length) return null;
  return (
    <DetailSection id="rooms" title="Rooms and rent">
      {/* Focusable so a keyboard can scroll it when it is wider than the phone (axe scrollable-region-focusable). */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Rooms and rent table">
        <table className="table rooms-table mb-0">
          <thead>
            <tr><th scope="col">Room type</th><th scope="col">Rent</th><th scope="col">Beds available</th></tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.type}>
                <th scope="row">{r.type}</th>
                <td>{r.rent}</td>
                <td>{r.full ? <span className="text-danger">Full ({r.beds})</span> : r.beds}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}
