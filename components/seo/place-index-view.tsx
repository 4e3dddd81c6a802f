import Link from 'next/link';
import { formatCount } from '@/lib/format/counts';
import { breadcrumbList, scriptJson, type Crumb } from '@/lib/json-ld';
import { PageCityMark } from '@/components/layout/page-city-mark';
import { MIN_LIVE_TO_INDEX } from '@/lib/seo/index-policy';
import type { PlaceEntry } from '@/server/catalog/seo/place-index';
import type { CityCard, CityIndex } from '@/server/catalog/seo/place-index-page';

// The index pages of the readable place pages (/in, /in/{city}): plain lists of links,
// server HTML only, each link a page with MIN_LIVE_TO_INDEX or more live listings and its count.

function Trail({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbList(crumbs)) }} />
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb small">
          {crumbs.map((c, i) => (
            <li key={c.url} className="breadcrumb-item" {...(i === crumbs.length - 1 ? { 'aria-current': 'page' as const } : {})}>
              {i === crumbs.length - 1 ? c.name : <Link href={new URL(c.url).pathname} prefetch={false}>{c.name}</Link>}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}

const PageList = ({ pages, label }: { pages: PlaceEntry[]; label?: string }) => (
  <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-1" aria-label={label}>
    {pages.map((p) => (
      <li key={p.path} className="col"><Link href={p.path} prefetch={false}>{p.title}</Link> <span className="text-muted">· {formatCount(p.count)}</span></li>
    ))}
  </ul>
);

export function CityIndexView({ x }: { x: CityIndex }) {
  return (
    <article className="page-width py-3" data-testid="city-index">
      {/* The header follows the city after a client navigation here, as on its search pages. */}
      <PageCityMark city={x.city} />
      <Trail crumbs={x.crumbs} />
      <h1 className="h3">Property in {x.city} by kind and locality</h1>
      {!x.sections.length && !x.localities.length && <p>No page of {x.city} has {MIN_LIVE_TO_INDEX} live listings yet.</p>}
      {x.sections.map((s) => (
        <section key={s.key} aria-labelledby={`in-${s.key.replace(':', '-')}`} className="mb-3">
          <h2 id={`in-${s.key.replace(':', '-')}`} className="h5">{s.heading} in {x.city}</h2>
          <PageList pages={s.pages} />
        </section>
      ))}
      {x.thin.length > 0 && (
        <section aria-labelledby="in-thin" className="mb-3">
          <h2 id="in-thin" className="h5">Fewer than {MIN_LIVE_TO_INDEX} live listings in {x.city}</h2>
          <ul className="list-unstyled">
            {x.thin.map((d) => (
              <li key={d.key}><Link href={d.path} prefetch={false}>{d.heading} in {x.city}</Link> <span className="text-muted">· {formatCount(d.count)}</span></li>
            ))}
          </ul>
        </section>
      )}
      {x.localities.length > 0 && (
        <section aria-labelledby="in-localities">
          <h2 id="in-localities" className="h5">Localities of {x.city}</h2>
          <dl className="row g-1">
            {x.localities.map((l) => (
              <div key={l.locality} className="col-12 col-md-6 col-xl-4">
                <dt className="fw-semibold">{l.locality}</dt>
                <dd className="mb-2">
                  {l.pages.map((p, i) => (
                    <span key={p.path}>{i > 0 && ' · '}<Link href={p.path} prefetch={false}>{p.title}</Link> ({formatCount(p.count)})</span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </article>
  );
}

export function AllCitiesView({ cities, crumbs }: { cities: CityCard[]; crumbs: Crumb[] }) {
  return (
    <article className="page-width py-3" data-testid="all-cities">
      <Trail crumbs={crumbs} />
      <h1 className="h3">Property in India by city</h1>
      {!cities.length && <p>No city has a page with {MIN_LIVE_TO_INDEX} live listings yet.</p>}
      {cities.map((c) => (
        <section key={c.city} aria-labelledby={`in-${c.path.split('/')[2]}`} className="mb-3">
          <h2 id={`in-${c.path.split('/')[2]}`} className="h5"><Link href={c.path} prefetch={false}>Property in {c.city}</Link></h2>
          <PageList pages={c.pages} label={`${c.city}: pages by deal`} />
          {c.localities > 0 && <p className="small mb-0"><Link href={c.path} prefetch={false}>{formatCount(c.localities)} localities of {c.city}</Link></p>}
        </section>
      ))}
    </article>
  );
}
