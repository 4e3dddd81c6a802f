import Link from 'next/link';

export type NearbyLink = { locality: string; count: number; href: string };

/**
 * No match: say so, offer nearby localities where the same search finds
 * listings, and the same place without the other filters.
 */
export function EmptyResults({ resetHref, place, nearby = [] }: { resetHref: string; place: string; nearby?: NearbyLink[] }) {
  return (
    <div className="empty-results" role="status">
      <h2 className="h5">No properties match this search</h2>
      <p className="text-muted mb-3">Try fewer filters or a wider budget. New listings in {place} are added every day.</p>
      {nearby.length > 0 && (
        <nav aria-labelledby="nearby-heading" className="mb-3">
          <h3 id="nearby-heading" className="h6">Nearby localities with listings</h3>
          <ul className="list-inline mb-0">
            {nearby.map((n) => (
              <li key={n.href} className="list-inline-item mb-2">
                <Link href={n.href} prefetch={false} className="btn btn-outline-primary btn-sm">
                  {n.locality} <span className="text-muted">({n.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link href={resetHref} className="btn btn-primary" prefetch={false}>Reset filters</Link>
    </div>
  );
}
