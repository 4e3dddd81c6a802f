import Link from 'next/link';
import type { Card } from '@/lib/card';
import { searchHref } from '@/lib/detail/detail-meta';

/** Home › City › Locality, each a way back into search. */
export function DetailBreadcrumb({ card }: { card: Card }) {
  return (
    <nav aria-label="Breadcrumb" className="detail-breadcrumb">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item"><Link href="/" prefetch={false}>Home</Link></li>
        <li className="breadcrumb-item"><Link href={searchHref(card, card.city)} prefetch={false}>{card.city}</Link></li>
        <li className="breadcrumb-item">
          <Link href={searchHref(card, card.city, card.locality)} prefetch={false}>{card.locality}</Link>
        </li>
      </ol>
    </nav>
  );
}
