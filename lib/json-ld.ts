import type { Card } from './card';
import { SITE_NAME, SOCIAL_LINKS, SUPPORT } from './site';

// schema.org structured data, built from what the pages show.
// Types: RealEstateListing + Offer / AggregateOffer on detail pages, ItemList
// on search and landing pages, Organization + WebSite on the home page,
// BreadcrumbList wherever a breadcrumb shows, FAQPage on landing pages.

type Json = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

export type Crumb = { name: string; url: string };

export function breadcrumbList(crumbs: Crumb[]): Json {
  return {
    '@context': CONTEXT, '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/** `total`: every result of the search, not the page's cards (schema.org numberOfItems). */
export function itemList(name: string, origin: string, cards: Pick<Card, 'url' | 'title'>[], total = cards.length): Json {
  return {
    '@context': CONTEXT, '@type': 'ItemList', name, numberOfItems: Math.max(total, cards.length),
    itemListElement: cards.map((c, i) => ({ '@type': 'ListItem', position: i + 1, url: `${origin}${c.url}`, name: c.title })),
  };
}

export function organizationAndSite(origin: string): Json[] {
  return [
    {
      '@context': CONTEXT, '@type': 'Organization', name: SITE_NAME, url: `${origin}/`, logo: `${origin}/icon.svg`,
      sameAs: SOCIAL_LINKS.map((s) => s.href),
      contactPoint: { '@type': 'ContactPoint', telephone: SUPPORT.phone, email: SUPPORT.email, contactType: 'customer support', areaServed: 'IN' },
    },
    { '@context': CONTEXT, '@type': 'WebSite', name: SITE_NAME, url: `${origin}/`, inLanguage: 'en-IN' },
  ];
}

export function faqPage(faqs: { q: string; a: string }[]): Json {
  return {
    '@context': CONTEXT, '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
  };
}

/** A project's offers as its configurations give them: how many, from the lowest to the highest price. */
export type ProjectOffers = { count: number; low: number; high: number };

type ListingInput = {
  kind: Card['kind'];
  card: Card;
  name: string;
  url: string;
  description?: string;
  images: string[];
  lat?: unknown;
  lng?: unknown;
  place?: { state: string | null; pincode: string | null } | null;
  /** Projects: the configurations' offers (else the card's price range, one offer). */
  offers?: ProjectOffers | null;
  /** Projects: the builder's company; its RERA registration number when it has one. */
  builder?: string | null;
  rera?: string | null;
};

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A RealEstateListing whose offer is an Offer (sale: the price; rent and PGs:
 * a UnitPriceSpecification per month) or, for a project, an AggregateOffer
 * over its configurations (their count, lowest and highest price). The address
 * is in parts, as schema.org reads them: the locality (neighbourhood) as the
 * street address, the city as addressLocality, the state as addressRegion and
 * the PIN as postalCode; the map pin as GeoCoordinates when the item has one.
 */
export function realEstateListing(x: ListingInput): Json {
  const { card } = x;
  const monthly = card.post_type === 'rent' || x.kind === 'pg';
  const project = x.kind === 'project'
    ? x.offers && x.offers.count > 0 ? x.offers
      : card.price == null ? null : { count: 1, low: card.price, high: card.price_max ?? card.price }
    : null;
  const offer: Json | null = project
    ? { '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: project.low, highPrice: project.high, offerCount: project.count,
        ...(x.builder ? { offeredBy: { '@type': 'Organization', name: x.builder } } : {}) }
    : card.price == null || x.kind === 'project' ? null
      : monthly
        ? {
            '@type': 'Offer', price: card.price, priceCurrency: 'INR', businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
            priceSpecification: { '@type': 'UnitPriceSpecification', price: card.price, priceCurrency: 'INR', unitCode: 'MON', unitText: 'month' },
          }
        : { '@type': 'Offer', price: card.price, priceCurrency: 'INR', businessFunction: 'http://purl.org/goodrelations/v1#Sell' };
  const geo = finite(x.lat) && finite(x.lng) ? { '@type': 'GeoCoordinates', latitude: x.lat, longitude: x.lng } : undefined;
  const address: Json = {
    '@type': 'PostalAddress',
    ...(card.locality ? { streetAddress: card.locality } : {}),
    addressLocality: card.city,
    ...(x.place?.state ? { addressRegion: x.place.state } : {}),
    ...(x.place?.pincode ? { postalCode: x.place.pincode } : {}),
    addressCountry: 'IN',
  };
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    name: x.name,
    url: x.url,
    datePosted: card.posted_at,
    ...(x.description ? { description: x.description } : {}),
    ...(x.images.length ? { image: x.images } : {}),
    ...(x.rera ? { identifier: { '@type': 'PropertyValue', propertyID: 'RERA registration', value: x.rera } } : {}),
    ...(offer ? { offers: { ...offer, availability: 'https://schema.org/InStock', url: x.url } } : {}),
    contentLocation: {
      '@type': 'Place',
      name: card.locality ? `${card.locality}, ${card.city}` : card.city,
      address,
      ...(geo ? { geo } : {}),
    },
  };
}

/** JSON for an inline script: "<" escaped so text can never close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
