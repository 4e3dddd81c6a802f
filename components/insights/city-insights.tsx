import '@/styles/insights.css';
import Link from 'next/link';
import { listingsCount, NOT_ENOUGH } from '@/lib/insights/format';
import { cityInsightsPath } from '@/lib/insights/slug';
import { breadcrumbList, scriptJson } from '@/lib/json-ld';
import type { LocalityRank } from '@/server/catalog/insights/city';
import { FigureCells } from './figure-cells';

// /insights/{city}: the city's localities ranked by median sale price per sq ft
// (only those with a figure) and by live supply. Server HTML only.

const SHOWN = 30;

export function CityInsightsView({ city, localities, origin }: { city: string; localities: LocalityRank[]; origin: string }) {
  const byPrice = localities.filter((l) => l.salePerSqft.median != null)
    .sort((a, b) => b.salePerSqft.median! - a.salePerSqft.median! || a.locality.localeCompare(b.locality)).slice(0, SHOWN);
  const bySupply = [...localities].sort((a, b) => b.live - a.live || a.locality.localeCompare(b.locality)).slice(0, SHOWN);
  const url = `${origin}${cityInsightsPath(city)}`;
  return (
    <article className="page-width insights" data-testid="city-insights">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbList([
        { name: 'India', url: `${origin}/` }, { name: `${city} insights`, url }])) }} />
      <h1 className="h3">{city} localities: property prices and supply</h1>
      <p className="insights-note">
        Medians of live GharBazaar listings, each with the number of listings behind it; a figure from fewer than 5 listings
        reads &ldquo;{NOT_ENOUGH}&rdquo;. Localities with at least 5 live listings are listed.
      </p>
      <section aria-labelledby="price-h">
        <h2 id="price-h">By median sale price (flats, houses and villas)</h2>
        {byPrice.length ? (
          <div className="insights-scroll">
            <table className="insights-table">
              <thead><tr><th scope="col" className="num">#</th><th scope="col">Locality</th><th scope="col" className="num">Per sq ft</th><th scope="col" className="num">Behind it</th></tr></thead>
              <tbody>{byPrice.map((l, i) => (
                <tr key={l.slug}><td className="num">{i + 1}</td><th scope="row"><Link href={l.path} prefetch={false}>{l.locality}</Link></th><FigureCells f={l.salePerSqft} /></tr>
              ))}</tbody>
            </table>
          </div>
        ) : <p className="none">{NOT_ENOUGH}</p>}
      </section>
      <section aria-labelledby="supply-h">
        <h2 id="supply-h">By supply</h2>
        {bySupply.length ? (
          <div className="insights-scroll">
            <table className="insights-table">
              <thead><tr><th scope="col" className="num">#</th><th scope="col">Locality</th><th scope="col" className="num">Live listings</th><th scope="col" className="num">2 BHK rent</th><th scope="col" className="num">Behind it</th></tr></thead>
              <tbody>{bySupply.map((l, i) => (
                <tr key={l.slug}><td className="num">{i + 1}</td><th scope="row"><Link href={l.path} prefetch={false}>{l.locality}</Link></th>
                  <td className="num">{listingsCount(l.live)}</td><FigureCells f={l.rent2Bhk} /></tr>
              ))}</tbody>
            </table>
          </div>
        ) : <p className="none">{NOT_ENOUGH}</p>}
      </section>
    </article>
  );
}
