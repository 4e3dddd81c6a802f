import '@/styles/insights.css';
import Link from 'next/link';
import { formatPrice } from '@/lib/format/price';
import { BHK_LABEL } from '@/lib/insights/format';
import { cityIn, insightsJsonLd, insightsThin, insightsTitle } from '@/lib/insights/page-text';
import { ENGLISH_INSIGHTS, figureIn, labelIn, listingsIn, monthIn, type InsightsWords } from '@/lib/insights/words';
import { fill } from '@/lib/i18n/fill';
import { SITE_NAME } from '@/lib/site';
import { cityInsightsPath } from '@/lib/insights/slug';
import { cleanSearch } from '@/lib/seo/clean-search';
import { searchPath } from '@/lib/search-route';
import { roomTypeLabel } from '@/lib/pg-posting/options';
import { scriptJson } from '@/lib/json-ld';
import type { LocalityInsights } from '@/server/catalog/insights/locality';
import { BarChart, TrendChart } from './charts';
import { FigureCells, FigureTable } from './figure-cells';

// /insights/{city}/{locality}: plain server HTML, tables and SVG;
// no client component, so the page ships no JavaScript of its own. In the page's
// language (`w`: words, `link`: its paths, `roomLabel`: PG sharing names, `price`: lakh/crore words).

type Props = {
  x: LocalityInsights; origin: string; listings?: { sale: string; rent: string; pg: string };
  w?: InsightsWords; link?: (path: string) => string; roomLabel?: (value: string) => string; price?: (n: number) => string;
};

export function LocalityInsightsView({ x, origin, listings, w = ENGLISH_INSIGHTS, link = (p) => p, roomLabel = roomTypeLabel, price = formatPrice }: Props) {
  const { place } = x;
  const loc = { locality: place.locality };
  const city = cityIn(w, place.city);
  // The server passes the readable pages (server/catalog/seo/place-index.ts); the search route otherwise.
  const search = (deal: 'sale' | 'rent' | 'pg') => link(listings?.[deal] ?? searchPath(deal === 'pg' ? 'pg' : 'residential',
    cleanSearch({ group: deal === 'pg' ? 'pg' : 'residential', deal, city: place.city, locality: place.locality })));
  const trendPoints = x.trend.map((t) => ({ label: monthIn(w, t.month, 'short'), value: t.median }));
  const thin = insightsThin(x);
  return (
    <article className="page-width insights" data-testid="locality-insights">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(insightsJsonLd(x, origin, w, link)) }} />
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb small mb-2">
          <li className="breadcrumb-item"><Link href={link('/')} prefetch={false}>{w.home}</Link></li>
          <li className="breadcrumb-item"><Link href={link(cityInsightsPath(place.city))} prefetch={false}>{fill(w.cityCrumb, { city })}</Link></li>
          <li className="breadcrumb-item active" aria-current="page">{place.locality}</li>
        </ol>
      </nav>
      <h1 className="h3">{insightsTitle(x, w)}</h1>
      <p className="insights-note">{fill(w.localityNote, { counted: listingsIn(w, place.live), site: SITE_NAME, none: w.notEnough })}</p>
      {thin ? (
        <p className="alert alert-info" role="status" data-testid="insights-thin">
          {fill(w.thin, { ...loc, none: w.notEnough })}
        </p>
      ) : (
        <>
          <div className="insights-grid">
            <section aria-labelledby="sale-h">
              <h2 id="sale-h">{w.salePrices}</h2>
              <FigureTable head={w.type} value={w.medianPerSqft} w={w}
                rows={x.sale.map((s) => ({ key: s.kind, label: labelIn(w.kinds, s.kind, s.label), f: s, unit: s.kind === 'farm' ? w.perAcre : '' }))} />
            </section>
            <section aria-labelledby="rent-h">
              <h2 id="rent-h">{w.rentByBhk}</h2>
              <FigureTable head={w.homes} value={w.medianRent} w={w} rows={x.rentByBhk.map((r) => ({ key: r.bhk, label: BHK_LABEL(r.bhk), f: r }))} />
            </section>
          </div>

          <section aria-labelledby="trend-h">
            <h2 id="trend-h">{w.trend}</h2>
            <TrendChart id="trend" title={fill(w.trendTitle, loc)}
              desc={x.trend.map((t) => `${monthIn(w, t.month)}: ${figureIn(w, t)} (${listingsIn(w, t.count)})`).join('; ')} points={trendPoints} empty={w.notEnough} />
            <details className="mt-2">
              <summary>{w.byMonth}</summary>
              <FigureTable head={w.monthListed} value={w.medianPerSqft} w={w} rows={x.trend.map((t) => ({ key: t.month, label: monthIn(w, t.month), f: t }))} />
            </details>
            <p className="insights-note mt-1">{w.trendNote}</p>
          </section>

        </>
      )}

      <div className="insights-grid">
        <section aria-labelledby="supply-h">
          <h2 id="supply-h">{w.supply}</h2>
          {x.supply.length
            ? <BarChart id="supply" title={fill(w.supplyTitle, loc)}
                rows={x.supply.map((s) => ({ label: labelIn(w.supplyLabels, s.label, s.label), value: s.count, text: listingsIn(w, s.count) }))} />
            : <p className="none">{w.notEnough}</p>}
        </section>
        <section aria-labelledby="pg-h">
          <h2 id="pg-h">{w.pgRents}</h2>
          {x.pgRents.length ? (
            <FigureTable head={w.room} value={w.perBed} w={w} rows={x.pgRents.map((r) => ({ key: r.roomType, label: roomLabel(r.roomType), f: r }))} />
          ) : <p className="insights-note">{w.noPgs}</p>}
        </section>
      </div>

      <section aria-labelledby="nearby-h">
        <h2 id="nearby-h">{w.nearby}</h2>
        {x.nearby.length ? (
          <div className="insights-scroll">
            <table className="insights-table">
              <thead><tr><th scope="col">{w.locality}</th><th scope="col" className="num">{w.salePerSqft}</th><th scope="col" className="num">{w.behind}</th>
                <th scope="col" className="num">{w.rent2}</th><th scope="col" className="num">{w.behind}</th></tr></thead>
              <tbody>
                {x.nearby.map((n) => (
                  <tr key={n.slug}>
                    <th scope="row"><Link href={link(n.path)} prefetch={false}>{n.locality}</Link></th>
                    <FigureCells f={n.salePerSqft} w={w} /><FigureCells f={n.rent2Bhk} w={w} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : <p className="insights-note">{w.noNearby}</p>}
      </section>

      <section aria-labelledby="projects-h">
        <h2 id="projects-h">{fill(w.projects, loc)}</h2>
        {x.projects.length ? (
          <ul>
            {x.projects.map((p) => (
              <li key={p.url}><Link href={link(p.url)} prefetch={false}>{p.name}</Link>
                {p.priceMin ? fill(w.from, { price: price(p.priceMin) }) : ''}</li>
            ))}
          </ul>
        ) : <p className="insights-note">{w.noProjects}</p>}
      </section>

      <nav aria-label={fill(w.listingsIn, loc)} className="mt-4">
        <h2 className="h6">{fill(w.listingsIn, loc)}</h2>
        <ul className="insights-links">
          <li><Link href={search('sale')} prefetch={false}>{fill(w.saleIn, loc)}</Link></li>
          <li><Link href={search('rent')} prefetch={false}>{fill(w.rentIn, loc)}</Link></li>
          <li><Link href={search('pg')} prefetch={false}>{fill(w.pgIn, loc)}</Link></li>
          <li><Link href={link(cityInsightsPath(place.city))} prefetch={false}>{fill(w.allLocalities, { city })}</Link></li>
        </ul>
      </nav>
    </article>
  );
}
