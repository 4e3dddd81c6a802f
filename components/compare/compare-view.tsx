import '@/styles/decide.css';
import Link from 'next/link';
import { amenityLabel } from '@/lib/active-filters';
import { confirmedAgo } from '@/lib/card';
import { compareHref } from '@/lib/compare/compare-ids';
import { FURNISHING, labelOf } from '@/lib/enums';
import { detailPrice, shareHref } from '@/lib/detail/detail-meta';
import { areaText, floorText } from '@/lib/detail/detail-format';
import { inr } from '@/lib/format/money';
import { NOT_ENOUGH } from '@/lib/insights/format';
import type { CompareRow } from '@/server/catalog/compare/compare';
import { CopyLinkButton } from '@/components/detail/copy-link-button';

type Live = Extract<CompareRow, { available: true }>;

const ROWS: [string, (r: Live) => string][] = [
  ['Price', (r) => detailPrice(r.card)],
  ['Price per sq.ft', (r) => (r.rate != null ? `${inr(r.rate)} per sq ft` : '—')],
  // The detail page's own sentence: "₹6,200 per sq ft: 12 % below the Vijayanagar median of ₹7,050 (38 listings)".
  ['Against the locality', (r) => r.price_context?.text ?? NOT_ENOUGH],
  ['Area', (r) => r.card.area_display ?? (r.card.area ? areaText(r.card.area.value, r.card.area.unit) ?? '—' : '—')],
  ['BHK', (r) => (r.card.bedrooms != null ? `${r.card.bedrooms} BHK` : '—')],
  ['Floor', (r) => floorText(r.floor, r.total_floors) ?? '—'],
  ['Age', (r) => r.age ?? '—'],
  ['Furnishing', (r) => (r.card.furnishing ? labelOf(FURNISHING, r.card.furnishing) : '—')],
  ['Amenities', (r) => (r.amenities.length ? r.amenities.map(amenityLabel).join(', ') : '—')],
  ['Freshness', (r) => (r.card.confirmed_at ? confirmedAgo(r.card.confirmed_at) : '—')],
];

/** The comparison table: one column per listing, "No longer available" for a gone one. */
export function CompareView({ rows, pageUrl }: { rows: CompareRow[]; pageUrl: string }) {
  const ids = rows.map((r) => r.id);
  const without = (id: number) => ids.filter((x) => x !== id);
  return (
    <>
      <div className="detail-share mb-3">
        <a className="btn btn-outline-secondary btn-sm" href={shareHref('Compare these homes on GharBazaar', pageUrl)} target="_blank" rel="noopener noreferrer">
          Share on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <CopyLinkButton path={compareHref(ids)} />
      </div>
      <div className="table-responsive compare-table">
        <table className="table table-bordered align-top" data-testid="compare-table">
          <caption className="visually-hidden">Listings compared side by side</caption>
          <thead>
            <tr>
              <td />
              {rows.map((r) => (
                <th key={r.id} scope="col">
                  {r.available ? <Link href={r.card.url}>{r.card.title}</Link> : <span>Listing {r.id}</span>}
                  <div className="small fw-normal">
                    {r.available ? `${r.card.locality}, ${r.card.city}` : 'No longer available'}
                  </div>
                  <Link className="small fw-normal" href={without(r.id).length ? compareHref(without(r.id)) : '/compare'}
                    aria-label={`Remove ${r.available ? r.card.title : `listing ${r.id}`} from the comparison`}>Remove</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {rows.map((r) => <td key={r.id}>{r.available ? value(r) : 'No longer available'}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
