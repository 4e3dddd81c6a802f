import '@/styles/insights.css';
import Link from 'next/link';
import { cityInsightsPath } from '@/lib/insights/slug';
import { cityIn } from '@/lib/insights/page-text';
import { ENGLISH_INSIGHTS, listingsIn, type InsightsWords } from '@/lib/insights/words';
import { fill } from '@/lib/i18n/fill';
import { breadcrumbList, scriptJson } from '@/lib/json-ld';
import { SITE_NAME } from '@/lib/site';
import type { LocalityRank } from '@/server/catalog/insights/city';
import { FigureCells } from './figure-cells';

// /insights/{city}: the city's localities ranked by median sale price per sq ft
// (only those with a figure) and by live supply. Server HTML only, in the page's
// language (`w`) with links kept in it (`link`).

const SHOWN = 30;

type Props = { city: string; localities: LocalityRank[]; origin: string; w?: InsightsWords; link?: (path: string) => string };

export function CityInsightsView({ city, localities, origin, w = ENGLISH_INSIGHTS, link = (p) => p }: Props) {
  const byPrice = localities.filter((l) => l.salePerSqft.median != null)
    .sort((a, b) => b.salePerSqft.median! - a.salePerSqft.median! || a.locality.localeCompare(b.locality)).slice(0, SHOWN);
  const bySupply = [...localities].sort((a, b) => b.live - a.live || a.locality.localeCompare(b.locality)).slice(0, SHOWN);
  const url = `${origin}${link(cityInsightsPath(city))}`;
  const name = cityIn(w, city);
  const none = <p className="none">{w.notEnough}</p>;
  return (
    <article className="page-width insights" data-testid="city-insights">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbList([
        { name: w.india, url: `${origin}${link('/')}` }, { name: fill(w.cityCrumb, { city: name }), url }])) }} />
      <h1 className="h3">{fill(w.cityHeading, { city: name })}</h1>
      <p className="insights-note">{fill(w.cityNote, { site: SITE_NAME, none: w.notEnough })}</p>
      <section aria-labelledby="price-h">
        <h2 id="price-h">{w.byPrice}</h2>
        {byPrice.length ? (
          <div className="insights-scroll">
            <table className="insights-table">
              <thead><tr><th scope="col" className="num">#</th><th scope="col">{w.locality}</th><th scope="col" className="num">{w.perSqft}</th><th scope="col" className="num">{w.behind}</th></tr></thead>
              <tbody>{byPrice.map((l, i) => (
                <tr key={l.slug}><td className="num">{i + 1}</td><th scope="row"><Link href={link(l.path)} prefetch={false}>{l.locality}</Link></th><FigureCells f={l.salePerSqft} w={w} /></tr>
              ))}</tbody>
            </table>
          </div>
        ) : none}
      </section>
      <section aria-labelledby="supply-h">
        <h2 id="supply-h">{w.bySupply}</h2>
        {bySupply.length ? (
          <div className="insights-scroll">
            <table className="insights-table">
              <thead><tr><th scope="col" className="num">#</th><th scope="col">{w.locality}</th><th scope="col" className="num">{w.live}</th><th scope="col" className="num">{w.rent2}</th><th scope="col" className="num">{w.behind}</th></tr></thead>
              <tbody>{bySupply.map((l, i) => (
                <tr key={l.slug}><td className="num">{i + 1}</td><th scope="row"><Link href={link(l.path)} prefetch={false}>{l.locality}</Link></th>
                  <td className="num">{listingsIn(w, l.live)}</td><FigureCells f={l.rent2Bhk} w={w} /></tr>
              ))}</tbody>
            </table>
          </div>
        ) : none}
      </section>
    </article>
  );
}
