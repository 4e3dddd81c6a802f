import Link from 'next/link';

/** No match: say so and offer the same place without the other filters. */
export function EmptyResults({ resetHref, place }: { resetHref: string; place: string }) {
  return (
    <div className="empty-results" role="status">
      <h2 className="h5">No properties match this search</h2>
      <p className="text-muted mb-3">Try fewer filters or a wider budget. New listings in {place} are added every day.</p>
      <Link href={resetHref} className="btn btn-primary" prefetch={false}>Reset filters</Link>
    </div>
  );
}
