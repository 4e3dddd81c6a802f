import Link from 'next/link';
import { INDEX_COPY } from '@/landing-data/index-pages';
import { landingHeading, landingPath, LANDING_PREFIX, relatedLandings, type EntryOf, type LandingGroup } from '@/landing-data';

/**
 * Below the results: the page's own words (its description) and links to
 * sibling landing pages and the group's index, so crawlers reach every page
 * and people can hop to a nearby search.
 */
export function LandingAbout<G extends LandingGroup>({ group, entry }: { group: G; entry: EntryOf[G] }) {
  const related = relatedLandings(group, entry);
  return (
    <section className="page-width py-4 landing-about" aria-labelledby="landing-about-title">
      <h2 id="landing-about-title" className="h5">{landingHeading(entry)}</h2>
      <p className="text-muted">{entry.metaDescription}</p>
      {related.length > 0 && (
        <nav aria-label="Related searches">
          <h2 className="h6">Related searches</h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {related.map((e) => (
              <li key={e.url}>
                <Link href={landingPath(group, e)} prefetch={false} className="btn btn-sm btn-outline-secondary">{landingHeading(e)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="mb-0"><Link href={LANDING_PREFIX[group]} prefetch={false}>All searches: {INDEX_COPY[group].heading}</Link></p>
    </section>
  );
}
