import { DetailSection } from '@/components/detail/detail-section';
import { formatPrice, type PriceLocale } from '@/lib/format/price';
import { roomTypeLabel } from '@/lib/pg-posting/options';
import type { RentMedian } from '@/server/listings/pgs/rent-median';

/** The block's words in Hindi or Kannada ({locality} in `typical`); room types by value. */
export type RentMedianWords = {
  locale: PriceLocale; typical: string; typicalNote: string; fewer: string; perMonth: string; roomTypes: Record<string, string>;
};

/** PG transparency: the locality's median rent for the same gender and sharing. */
export function PgRentMedians({ medians, locality, words: w }: { medians: RentMedian[]; locality: string; words?: RentMedianWords }) {
  if (!medians.length) return null;
  return (
    <DetailSection id="rent-medians" title={w ? w.typical.replace('{locality}', locality) : `Typical rent in ${locality}`}>
      <p className="small text-muted">{w?.typicalNote ?? 'Median rent per bed of other live PGs here for the same gender and sharing.'}</p>
      <ul className="mb-0" data-testid="rent-medians">
        {medians.map((m) => (
          <li key={m.room_type}>{w?.roomTypes[m.room_type] ?? roomTypeLabel(m.room_type)}: {m.median !== null
            ? <strong>{w ? `${formatPrice(m.median, w.locale)}${w.perMonth}` : `${formatPrice(m.median)} / month`}</strong>
            : w?.fewer ?? m.text}</li>
        ))}
      </ul>
    </DetailSection>
  );
}
