import Link from 'next/link';

export type NearbyLink = { locality: string; count: number; href: string };

/**
 * No match: say so, offer nearby localities where the same search finds
 * listings, and the same place without the other filters.
 */
export type EmptyWords = { title: string; text: string; nearby: string; reset: string };

export function EmptyResults({ resetHref, place, nearby = [], words }: { resetHref: string; place: string; nearby?: NearbyLink[]; words?: EmptyWords }) {
  const w = words ?? {
    title: 'No properties match this search', text: `Try fewer filters or a wider budget. New listings in ${place} are added every day.`,
    nearby: 'Nearby localities with listings', reset: 'Reset filters',
  };
  return (
    <div className="empty-results" role="status">
      <h2 className="h5">{w.title}</h2>
      <p className="text-muted mb-3">{w.text}</p>
      {nearby.length > 0 && (
        <nav aria-labelledby="nearby-heading" className="mb-3">
          <h3 id="nearby-heading" className="h6">{w.nearby}</h3>
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
      <Link href={resetHref} className="btn btn-primary" prefetch={false}>{w.reset}</Link>
    </div>
  );
}
