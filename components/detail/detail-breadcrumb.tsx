import Link from 'next/link';
import type { Card } from '@/lib/card';
import { crumbHrefs } from '@/lib/detail/detail-meta';

/** Home › City › Locality, each a way back into search (the server passes their readable pages). */
export function DetailBreadcrumb({ card, hrefs = crumbHrefs(card) }: { card: Card; hrefs?: { city: string; locality: string } }) {
  return (
    <nav aria-label="Breadcrumb" className="detail-breadcrumb">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item"><Link href="/" prefetch={false}>Home</Link></li>
        <li className="breadcrumb-item"><Link href={hrefs.city} prefetch={false}>{card.city}</Link></li>
        <li className="breadcrumb-item">
          <Link href={hrefs.locality} prefetch={false}>{card.locality}</Link>
        </li>
      </ol>
    </nav>
  );
}
