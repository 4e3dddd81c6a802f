import { describe, expect, it } from 'vitest';
import { breadcrumbList, faqPage, itemList, organizationAndSite, realEstateListing } from '@/lib/json-ld';
import { landingFaqs } from '@/components/landing/landing-faq';
import type { Card } from '@/lib/card';
import { checkJsonLd } from '../helpers/json-ld-check';

// Issue 14: JSON-LD with the right schema.org types, validated.

const card = (o: Partial<Card> = {}): Card => ({
  id: 7, kind: 'property', ResidentialProject: false, title: 'Sunny flat', group: 'residential', category: 'apartment',
  post_type: 'sale', price: 7_680_000, price_max: null, bedrooms: 2, bedrooms_max: null, bathrooms: 2,
  area: { value: 1200, unit: 'sqft', label: 'Super area' }, locality: 'Gokulam', city: 'Mysuru', posted_by: 'owner',
  posted_at: '2026-11-01T10:00:00.000Z', image: null, images_count: 0, is_featured: false, is_verified: false,
  furnishing: null, facing: null, gender: null, room_types: null, url: '/property-details/2-bhk-flat-for-sale-in-gokulam-7-mysuru', ...o,
} as Card);
const base = { name: 'x', url: 'https://gb.example/p', images: ['https://gb.example/a.jpg'], place: { state: 'Karnataka', pincode: '570002' } };

describe('structured data', () => {
  it('a sale listing: RealEstateListing with datePosted and an Offer in INR, region and PIN in the address', () => {
    const ld = realEstateListing({ ...base, kind: 'property', card: card() });
    expect(checkJsonLd(ld)).toEqual([]);
    expect(ld).toMatchObject({ '@type': 'RealEstateListing', datePosted: '2026-11-01T10:00:00.000Z',
      offers: { '@type': 'Offer', price: 7_680_000, priceCurrency: 'INR' },
      contentLocation: { address: { addressRegion: 'Karnataka', postalCode: '570002' } } });
  });

  it('a rent listing and a PG: the rent as a price specification per month', () => {
    for (const c of [card({ post_type: 'rent', price: 18000 }), card({ kind: 'pg', group: null, price: 6000, post_type: 'rent' })]) {
      const ld = realEstateListing({ ...base, kind: c.kind, card: c });
      expect(checkJsonLd(ld)).toEqual([]);
      expect(ld.offers).toMatchObject({ priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'MON' } });
    }
  });

  it('a project: an AggregateOffer from its lowest to its highest price', () => {
    const ld = realEstateListing({ ...base, kind: 'project', card: card({ kind: 'project', price: 5_500_000, price_max: 11_000_000 }) });
    expect(checkJsonLd(ld)).toEqual([]);
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 5_500_000, highPrice: 11_000_000 });
  });

  it("a search's ItemList counts every result (numberOfItems = the total), not the page's 20 cards", () => {
    const ld = itemList('Flats in Mysuru', 'https://gb.example', [card(), card({ id: 8 })], 137);
    expect(ld.numberOfItems).toBe(137);
    expect((ld.itemListElement as unknown[]).length).toBe(2);
  });

  it('search, home, breadcrumb and FAQ blocks pass the checker', () => {
    expect(checkJsonLd(itemList('Flats in Mysuru', 'https://gb.example', [card(), card({ id: 8 })]))).toEqual([]);
    expect(checkJsonLd(organizationAndSite('https://gb.example'))).toEqual([]);
    expect(checkJsonLd(breadcrumbList([{ name: 'Home', url: 'https://gb.example/' }, { name: 'Mysuru', url: 'https://gb.example/search/x' }]))).toEqual([]);
    const faqs = landingFaqs({ heading: 'PGs in Mysore', city: 'Mysuru', monthly: true },
      { total: 42, median: 7500, priced: 42, newest: null, topLocalities: [{ name: 'Gokulam', count: 9 }, { name: 'Kuvempunagar', count: 7 }] });
    expect(faqs[1].a).toContain('₹ 7,500 a month');
    expect(checkJsonLd(faqPage(faqs))).toEqual([]);
  });

  it('the checker catches what Google would reject', () => {
    expect(checkJsonLd({ '@context': 'https://schema.org', '@type': 'Offer' })).toEqual(['[0]: unexpected @type Offer']);
    const bad = realEstateListing({ ...base, url: '/relative', kind: 'property', card: card({ posted_at: 'never' }) });
    expect(checkJsonLd(bad)).toEqual(expect.arrayContaining([expect.stringMatching(/url/), expect.stringMatching(/datePosted/)]));
  });
});
