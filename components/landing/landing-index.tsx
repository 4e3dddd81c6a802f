import type { Metadata } from 'next';
import Link from 'next/link';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { landingHeading, landingPath, LANDING_GROUPS, LANDING_PREFIX, type LandingGroup } from '@/landing-data';
import { INDEX_COPY } from '@/landing-data/index-pages';
import { landingSections } from './landing-sections';
import { LANDING_CITY } from '@/landing-data/constants';
import { PageCityMark } from '@/components/layout/page-city-mark';

// /rs, /cs, /as, /pg: server-rendered lists of a group's landing pages.

export async function landingIndexMetadata(group: LandingGroup): Promise<Metadata> {
  const copy = INDEX_COPY[group];
  return {
    title: { absolute: copy.metaTitle },
    description: copy.metaDescription,
    ...(await pageMetadata({ path: LANDING_PREFIX[group], title: copy.metaTitle, description: copy.metaDescription })),
  };
}

export function LandingIndex({ group }: { group: LandingGroup }) {
  const copy = INDEX_COPY[group];
  const sections = landingSections(group);
  return (
    <div className="page-width py-4 landing-index">
      <PageCityMark city={LANDING_CITY} />
      <h1 className="h3">{copy.heading}</h1>
      <p className="text-muted">{copy.intro}</p>
      {sections.map((s) => (
        <section key={s.title} className="mt-4">
          <h2 className="h5">{s.title}</h2>
          <ul className="row list-unstyled g-2">
            {s.entries.map((e) => (
              <li key={e.url} className="col-12 col-md-6 col-lg-4">
                <Link href={landingPath(group, e)} prefetch={false}>{landingHeading(e)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <nav className="mt-4" aria-label="More in Mysore">
        <h2 className="h6">More in Mysore</h2>
        <ul className="list-inline mb-0">
          {LANDING_GROUPS.filter((g) => g !== group).map((g) => (
            <li key={g} className="list-inline-item me-3"><Link href={LANDING_PREFIX[g]} prefetch={false}>{INDEX_COPY[g].heading}</Link></li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
