import { DetailSection } from '@/components/detail/detail-section';
import { formatPrice } from '@/lib/format/price';
import { roomTypeLabel } from '@/lib/pg-posting/options';
import type { RentMedian } from '@/server/listings/pgs/rent-median';

/** PG transparency: the locality's median rent for the same gender and sharing. */
export function PgRentMedians({ medians, locality }: { medians: RentMedian[]; locality: string }) {
  if (!medians.length) return null;
  return (
    <DetailSection id="rent-medians" title={`Typical rent in ${locality}`}>
      <p className="small text-muted">Median rent per bed of other live PGs here for the same gender and sharing.</p>
      <ul className="mb-0" data-testid="rent-medians">
        {medians.map((m) => (
          <li key={m.room_type}>{roomTypeLabel(m.room_type)}: {m.median !== null ? <strong>{formatPrice(m.median)} / month</strong> : m.text}</li>
        ))}
      </ul>
    </DetailSection>
  );
}
