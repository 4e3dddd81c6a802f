import '@/styles/insights.css';
import Link from 'next/link';
import { formatPrice } from '@/lib/format/price';
import { BHK_LABEL, figureText, listingsCount, monthLabel, NOT_ENOUGH } from '@/lib/insights/format';
import { insightsJsonLd, insightsThin, insightsTitle } from '@/lib/insights/page-text';
import { cityInsightsPath } from '@/lib/insights/slug';
import { cleanSearch } from '@/lib/seo/clean-search';
import { searchPath } from '@/lib/search-route';
import { roomTypeLabel } from '@/lib/pg-posting/options';
import { scriptJson } from '@/lib/json-ld';
import type { LocalityInsights } from '@/server/catalog/insights/locality';
import { BarChart, TrendChart } from './charts';
import { FigureCells, FigureTable } from './figure-cells';

// /insights/{city}/{locality}: plain server HTML, tables and SVG;
// no client component, so the page ships no JavaScript of its own.

type Props = { x: LocalityInsights; origin: string; listings?: { sale: string; rent: string; pg: string } };

export function LocalityInsightsView({ x, origin, listings }: Props) {
  const { place } = x;
  // The server passes the readable pages (server/catalog/seo/place-index.ts); the search route otherwise.
  const search = (deal: 'sale' | 'rent' | 'pg') => listings?.[deal] ?? searchPath(deal === 'pg' ? 'pg' : 'residential',
    cleanSearch({ group: deal === 'pg' ? 'pg' : 'residential', deal, city: place.city, locality: place.locality }));
  const trendPoints = x.trend.map((t) => ({ label: monthLabel(t.month).slice(0, 3), value: t.median }));
  const thin = insightsThin(x);
  return (
    <article className="page-width insights" data-testid="locality-insights">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(insightsJsonLd(x, origin)) }} />
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb small mb-2">
          <li className="breadcrumb-item"><Link href="/" prefetch={false}>Home</Link></li>
          <li className="breadcrumb-item"><Link href={cityInsightsPath(place.city)} prefetch={false}>{place.city} insights</Link></li>
          <li className="breadcrumb-item active" aria-current="page">{place.locality}</li>
        </ol>
      </nav>
      <h1 className="h3">{insightsTitle(x)}</h1>
      <p className="insights-note">
        From {listingsCount(place.live)} live on GharBazaar (and, for the trend, past ones). Every figure is a median with the
        number of listings behind it; a figure from fewer than 5 listings reads &ldquo;{NOT_ENOUGH}&rdquo;.
      </p>
      {thin ? (
        <p className="alert alert-info" role="status" data-testid="insights-thin">
          {NOT_ENOUGH} for a median price or rent in {place.locality}: fewer than 5 comparable live listings of any type.
          The listings, PGs and projects here are below.
        </p>
      ) : (
        <>
          <div className="insights-grid">
            <section aria-labelledby="sale-h">
              <h2 id="sale-h">Sale prices</h2>
              <FigureTable head="Type" value="Median per sq ft"
                rows={x.sale.map((s) => ({ key: s.kind, label: s.label, f: s, unit: s.kind === 'farm' ? ' per acre' : '' }))} />
            </section>
            <section aria-labelledby="rent-h">
              <h2 id="rent-h">Rent by BHK</h2>
              <FigureTable head="Homes" value="Median rent a month" rows={x.rentByBhk.map((r) => ({ key: r.bhk, label: BHK_LABEL(r.bhk), f: r }))} />
            </section>
          </div>

          <section aria-labelledby="trend-h">
            <h2 id="trend-h">12-month trend: flats, houses and villas for sale</h2>
            <TrendChart id="trend" title={`Median sale price per sq ft in ${place.locality}, by month listed`}
              desc={x.trend.map((t) => `${monthLabel(t.month)}: ${figureText(t)} (${listingsCount(t.count)})`).join('; ')} points={trendPoints} />
            <details className="mt-2">
              <summary>The figures by month</summary>
              <FigureTable head="Month listed" value="Median per sq ft" rows={x.trend.map((t) => ({ key: t.month, label: monthLabel(t.month), f: t }))} />
            </details>
            <p className="insights-note mt-1">Monthly medians of the listings posted each month, live or since taken down: our own history, not an index.</p>
          </section>

        </>
      )}

      <div className="insights-grid">
        <section aria-labelledby="supply-h">
          <h2 id="supply-h">Supply by property type</h2>
          {x.supply.length
            ? <BarChart id="supply" title={`Live listings in ${place.locality} by property type`}
                rows={x.supply.map((s) => ({ label: s.label, value: s.count, text: listingsCount(s.count) }))} />
            : <p className="none">{NOT_ENOUGH}</p>}
        </section>
        <section aria-labelledby="pg-h">
          <h2 id="pg-h">PG rents by sharing</h2>
          {x.pgRents.length ? (
            <FigureTable head="Room" value="Median rent per bed" rows={x.pgRents.map((r) => ({ key: r.roomType, label: roomTypeLabel(r.roomType), f: r }))} />
          ) : <p className="insights-note">No PGs listed here yet.</p>}
        </section>
      </div>

      <section aria-labelledby="nearby-h">
        <h2 id="nearby-h">Nearby localities compared</h2>
        {x.nearby.length ? (
          <div className="insights-scroll">
            <table className="insights-table">
              <thead><tr><th scope="col">Locality</th><th scope="col" className="num">Sale per sq ft</th><th scope="col" className="num">Behind it</th>
                <th scope="col" className="num">2 BHK rent</th><th scope="col" className="num">Behind it</th></tr></thead>
              <tbody>
                {x.nearby.map((n) => (
                  <tr key={n.slug}>
                    <th scope="row"><Link href={n.path} prefetch={false}>{n.locality}</Link></th>
                    <FigureCells f={n.salePerSqft} /><FigureCells f={n.rent2Bhk} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : <p className="insights-note">No neighbouring locality with enough listings yet.</p>}
      </section>

      <section aria-labelledby="projects-h">
        <h2 id="projects-h">Projects in {place.locality}</h2>
        {x.projects.length ? (
          <ul>
            {x.projects.map((p) => (
              <li key={p.url}><Link href={p.url} prefetch={false}>{p.name}</Link>
                {p.priceMin ? ` from ${formatPrice(p.priceMin)}` : ''}</li>
            ))}
          </ul>
        ) : <p className="insights-note">No builder project listed here yet.</p>}
      </section>

      <nav aria-label={`Listings in ${place.locality}`} className="mt-4">
        <h2 className="h6">Listings in {place.locality}</h2>
        <ul className="insights-links">
          <li><Link href={search('sale')} prefetch={false}>Properties for sale in {place.locality}</Link></li>
          <li><Link href={search('rent')} prefetch={false}>Properties for rent in {place.locality}</Link></li>
          <li><Link href={search('pg')} prefetch={false}>PGs in {place.locality}</Link></li>
          <li><Link href={cityInsightsPath(place.city)} prefetch={false}>All {place.city} localities</Link></li>
        </ul>
      </nav>
    </article>
  );
}
