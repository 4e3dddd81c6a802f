import Link from 'next/link';
import type { Card } from '@/lib/card';
import { crumbHrefs } from '@/lib/detail/detail-meta';

/** Home › City › Locality, each a way back into search (the server passes their readable pages). */
/** `words` and `link`: the page's language (names, and paths in it); English by default. */
export function DetailBreadcrumb({ card, hrefs = crumbHrefs(card), words = { breadcrumb: 'Breadcrumb', home: 'Home', city: card.city }, link = (p) => p }: {
  card: Card; hrefs?: { city: string; locality: string }; words?: { breadcrumb: string; home: string; city: string }; link?: (path: string) => string;
}) {
  return (
    <nav aria-label={words.breadcrumb} className="detail-breadcrumb">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item"><Link href={link('/')} prefetch={false}>{words.home}</Link></li>
        <li className="breadcrumb-item"><Link href={link(hrefs.city)} prefetch={false}>{words.city}</Link></li>
        <li className="breadcrumb-item">
          <Link href={link(hrefs.locality)} prefetch={false}>{card.locality}</Link>
        </li>
      </ol>
    </nav>
  );
}
