import type { Card } from './card';
import { SITE_NAME, SOCIAL_LINKS, SUPPORT } from './site';

// schema.org structured data (issue 14), built from what the pages show.
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

export function itemList(name: string, origin: string, cards: Pick<Card, 'url' | 'title'>[]): Json {
  return {
    '@context': CONTEXT, '@type': 'ItemList', name, numberOfItems: cards.length,
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

type ListingInput = {
  kind: Card['kind'];
  card: Card;
  name: string;
  url: string;
  description?: string;
  images: string[];
  lat?: unknown;
  lng?: unknown;
  place?: { state: string; pincode: string } | null;
};

/**
 * A RealEstateListing whose offer is an Offer (sale: the price; rent and PGs:
 * a UnitPriceSpecification per month) or, for a project, an AggregateOffer
 * from its lowest to its highest price.
 */
export function realEstateListing(x: ListingInput): Json {
  const { card } = x;
  const monthly = card.post_type === 'rent' || x.kind === 'pg';
  const offer: Json | null = card.price == null ? null
    : x.kind === 'project'
      ? { '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: card.price, highPrice: card.price_max ?? card.price, offerCount: 1 }
      : monthly
        ? {
            '@type': 'Offer', price: card.price, priceCurrency: 'INR', businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
            priceSpecification: { '@type': 'UnitPriceSpecification', price: card.price, priceCurrency: 'INR', unitCode: 'MON', unitText: 'month' },
          }
        : { '@type': 'Offer', price: card.price, priceCurrency: 'INR', businessFunction: 'http://purl.org/goodrelations/v1#Sell' };
  const geo = typeof x.lat === 'number' && typeof x.lng === 'number'
    ? { '@type': 'GeoCoordinates', latitude: x.lat, longitude: x.lng } : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    name: x.name,
    url: x.url,
    datePosted: card.posted_at,
    ...(x.description ? { description: x.description } : {}),
    ...(x.images.length ? { image: x.images } : {}),
    ...(offer ? { offers: { ...offer, availability: 'https://schema.org/InStock', url: x.url } } : {}),
    contentLocation: {
      '@type': 'Place',
      name: `${card.locality}, ${card.city}`,
      address: {
        '@type': 'PostalAddress', addressLocality: `${card.locality}, ${card.city}`, addressCountry: 'IN',
        ...(x.place ? { addressRegion: x.place.state, postalCode: x.place.pincode } : {}),
      },
      ...(geo ? { geo } : {}),
    },
  };
}

/** JSON for an inline script: "<" escaped so text can never close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
