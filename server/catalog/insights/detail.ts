import 'server-only';
import { insightsPathOf } from './places';
import { localityArea } from '../search/localities/area';
import { priceContext, type PriceContext } from './price-context';

// What a detail page shows from insights: a sale or rent listing's price context
// and a link to its locality's page, the area's for a block (PGs and projects get the link only).

export type DetailInsights = { context: PriceContext | null; insightsPath: string | null; locality: string };

type Item = { kind: string; card: { id: number; city: string; locality: string }; detail: Record<string, unknown> };

const n = (v: unknown) => (v == null || v === '' ? null : Number(v));

export async function detailInsights(d: Item): Promise<DetailInsights> {
  const { city, locality } = d.card;
  const x = d.detail;
  const [context, insightsPath, area] = await Promise.all([
    d.kind === 'property' && (x.post_type === 'sale' || x.post_type === 'rent') ? priceContext({
      city, locality, category: String(x.category), postType: x.post_type, price: Number(x.price), bedrooms: n(x.bedrooms),
      superArea: n(x.super_area), builtUpArea: n(x.built_up_area), carpetArea: n(x.carpet_area), plotArea: n(x.plot_area),
    }) : Promise.resolve(null),
    insightsPathOf(city, locality),
    localityArea(city, locality),
  ]);
  // The link names the page it opens: a block's listing links its area's page ("Koramangala insights").
  return { context, insightsPath, locality: area.name };
}
