// Title, description, price line, links and structured data of a detail page.
// Pure (no React, no server): generateMetadata, the page and unit tests share it.
import { cardPrice, type Card } from '@/lib/card';
import { formatPrice, type PriceLocale } from '@/lib/format/price';
import { formatCount } from '@/lib/format/counts';
import { SITE_NAME } from '@/lib/site';
import type { DetailKind } from '@/lib/detail-url';
import { breadcrumbList, realEstateListing } from '@/lib/json-ld';
import { bhkRange, projectTypeLabel } from './pg-project-facts';
import { fill } from '@/lib/i18n/fill';
import { headingIn, priceIn, type HeadingWords } from './heading-words';

/** The part of a loaded detail (server/catalog/detail/detail.ts ListingDetail) these helpers read. */
export type DetailData = { kind: DetailKind; card: Card; detail: Record<string, unknown> };
type DetailPlace = {
  place?: { state: string; pincode: string } | null;
  /** Projects: the builder (the poster's company) and the configurations and RERA number shown on the page. */
  poster?: { company_name: string | null } | null;
  project?: { configurations: { price_min: number; price_max: number }[]; rera: { number: string | null } } | null;
};

const GENDER_WORDS: Record<string, string> = { Male: 'boys', Female: 'girls', Both: 'boys and girls' };
const DESCRIPTION_MAX = 160;

/** SPEC §9 price; rent and PG per month ("₹ 18,000/month"), projects as a range. */
/** `locale`: lakh and crore in the page's language; `perMonth` the rent's suffix in it. */
export function detailPrice(card: Pick<Card, 'price' | 'price_max' | 'post_type' | 'kind'>, locale: PriceLocale = 'en', perMonth = '/month'): string {
  return cardPrice(card, (n) => formatPrice(n, locale)).replace(/ \/month$/, perMonth);
}

/**
 * "₹ 6,400 per sq ft" on sale listings with an area in square feet, as the
 * Indian portals show it; nothing for rent, PGs, projects or land in acres.
 */
export function pricePerSqft(card: Pick<Card, 'price' | 'post_type' | 'kind' | 'area'>, template = '₹ {rate} per sq ft'): string | null {
  if (card.kind !== 'property' || card.post_type !== 'sale' || !card.price) return null;
  if (!card.area || card.area.unit !== 'sqft' || card.area.value <= 0) return null;
  const rate = Math.round(card.price / card.area.value);
  return template.replace('{rate}', formatCount(rate));
}

/** What the item is, without the price: the heading of the page; `w` writes it in Hindi or Kannada. */
export function detailHeading(d: DetailData, w?: HeadingWords): string {
  if (w) return headingIn(d, w);
  const { kind, card, detail } = d;
  if (kind === 'pg') return `${card.title}: PG for ${GENDER_WORDS[card.gender ?? ''] ?? 'all'} in ${card.locality}`;
  if (kind === 'project') {
    const type = typeof detail.project_type === 'string' ? projectTypeLabel(detail.project_type) : 'Project';
    const bhk = bhkRange(card.bedrooms, card.bedrooms_max);
    return `${card.title}: ${bhk ? `${bhk} ` : ''}${type} project in ${card.locality}`;
  }
  return card.title;
}

/** "2 BHK Flat for Rent in Vijayanagar, Mysuru – ₹ 18,000/month" (the layout adds the site name). */
export function detailTitle(d: DetailData, w?: HeadingWords): string {
  if (w) return `${detailHeading(d, w)}, ${w.city}${d.card.price == null ? '' : ` – ${priceIn(d.card, w)}`}`;
  const price = d.card.price == null ? '' : ` – ${d.kind === 'pg' ? 'from ' : ''}${detailPrice(d.card)}`;
  return `${detailHeading(d)}, ${d.card.city}${price}`;
}

function clip(text: string, max = DESCRIPTION_MAX): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Meta description: price and place first (what a searcher scans), then the poster's text. */
export function detailDescription(d: DetailData, w?: HeadingWords): string {
  const { card, detail } = d;
  const own = typeof detail.description === 'string' ? detail.description : '';
  // The poster's own text follows as written.
  if (w) return clip(`${detailHeading(d, w)}, ${w.city}. ${priceIn(card, w)}. ${own || fill(w.postedOn, { site: SITE_NAME })}`);
  const lead = `${detailHeading(d)}, ${card.city}. ${card.price == null ? 'Price on request' : detailPrice(card)}.`;
  return clip(`${lead} ${own || `Posted on ${SITE_NAME}.`}`);
}

/** The route section a kind lives under (projects have their own). */
export const sectionOf = (kind: DetailKind) => (kind === 'project' ? 'project-details' : 'property-details');

/** True when the requested slug is the card's canonical one (else the page redirects). */
export function isCanonical(section: string, slug: string, url: string): boolean {
  let decoded = slug;
  try { decoded = decodeURIComponent(slug); } catch { /* keep raw */ }
  return `/${section}/${decoded}` === url;
}

/** Search links of the breadcrumb: the whole city, then the locality. */
export function searchHref(card: Pick<Card, 'kind' | 'group' | 'post_type'>, city: string, locality = ''): string {
  // "Locality, City": the label of the indexed page (a label without the city is a noindex twin).
  const location = encodeURIComponent(JSON.stringify([{ label: locality ? `${locality}, ${city}` : city, value: { city, locality } }]));
  if (card.kind === 'pg') return `/search/pg/type=pg&location=${location}`;
  return `/search/${card.group ?? 'residential'}/type=${card.post_type}&location=${location}`;
}

/** The breadcrumb's links without the server's readable URLs (the server passes those: server/catalog/seo/detail-crumbs.ts). */
export const crumbHrefs = (card: Pick<Card, 'kind' | 'group' | 'post_type' | 'city' | 'locality'>) =>
  ({ city: searchHref(card, card.city), locality: searchHref(card, card.city, card.locality) });

/** A site path made absolute; URLs that already are (uploads elsewhere) pass through. */
export const absoluteUrl = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** Messaging-app share link: the title and the absolute URL as one text. */
export function shareHref(title: string, pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`;
}

/** OpenStreetMap at the item's coordinates (a link: no tiles are loaded here). */
export function mapHref(lat: unknown, lng: unknown): string | null {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const la = lat.toFixed(6);
  const lo = lng.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=16/${la}/${lo}`;
}

/**
 * The detail page's structured data: a RealEstateListing (with its Offer) and
 * the BreadcrumbList of the breadcrumb the page shows (lib/json-ld.ts); `w`: names in the page's language.
 */
export function detailJsonLd(d: DetailData & DetailPlace, pageUrl: string, images: string[], origin = '',
  crumbs: { city: string; locality: string } = crumbHrefs(d.card), w?: HeadingWords): Record<string, unknown>[] {
  const { kind, card, detail } = d;
  const configs = kind === 'project' ? d.project?.configurations ?? [] : [];
  const offers = configs.length
    ? { count: configs.length, low: Math.min(...configs.map((c) => c.price_min)), high: Math.max(...configs.map((c) => c.price_max)) }
    : null;
  // A project keeps its own state and PIN; the postal data of its locality fills what it lacks.
  const own = (k: string) => (typeof detail[k] === 'string' && (detail[k] as string).trim() ? (detail[k] as string).trim() : null);
  const place = { state: own('state') ?? d.place?.state ?? null, pincode: own('post_code') ?? d.place?.pincode ?? null };
  return [
    realEstateListing({
      kind, card, name: detailHeading(d, w), url: pageUrl, images, lat: detail.lat, lng: detail.lng, place, offers,
      builder: kind === 'project' ? d.poster?.company_name ?? null : null,
      rera: kind === 'project' ? d.project?.rera.number ?? null : null,
      description: typeof detail.description === 'string' && detail.description.trim() ? detail.description.trim()
        : w ? detailDescription(d, w) : undefined,
    }),
    breadcrumbList([
      { name: w?.home ?? 'Home', url: `${origin}/` },
      { name: w?.city ?? card.city, url: absoluteUrl(origin, crumbs.city) },
      { name: card.locality, url: absoluteUrl(origin, crumbs.locality) },
      { name: detailHeading(d, w), url: pageUrl },
    ]),
  ];
}

/** JSON for an inline script: "<" escaped so text can never close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
