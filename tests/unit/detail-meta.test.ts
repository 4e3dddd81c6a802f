import { describe, expect, it } from 'vitest';
import { card, data } from '../helpers/detail-card';
import {
  detailDescription, detailHeading, detailJsonLd, detailPrice, detailTitle, isCanonical, mapHref, scriptJson,
  searchHref, shareHref,
} from '@/lib/detail/detail-meta';


describe('title and description', () => {
  it('property title: what, where, price per month for rent', () => {
    expect(detailTitle(data(card()))).toBe('2 BHK Flat for Rent in Vijayanagar, Mysuru – ₹ 18,000/month');
    expect(detailTitle(data(card({ post_type: 'sale', price: 12500000, title: '3 BHK Villa for Sale in Hebbal' }))))
      .toBe('3 BHK Villa for Sale in Hebbal, Mysuru – ₹ 1.25 Cr');
    expect(detailTitle(data(card({ price: null })))).toBe('2 BHK Flat for Rent in Vijayanagar, Mysuru');
  });
  it('PG and project titles', () => {
    const pg = card({ kind: 'pg', title: 'Metro PG for Men', gender: 'Male', price: 4500, group: null, category: 'pg' });
    expect(detailTitle(data(pg))).toBe('Metro PG for Men: PG for boys in Vijayanagar, Mysuru – from ₹ 4,500/month');
    const project = card({ kind: 'project', title: 'Skyline Towers', post_type: 'sale', price: 7420000, price_max: 39500000, bedrooms: 1, bedrooms_max: 3 });
    expect(detailHeading(data(project, { project_type: 'apartment' }))).toBe('Skyline Towers: 1–3 BHK Apartment project in Vijayanagar');
    expect(detailTitle(data(project, { project_type: 'apartment' }))).toMatch(/Mysuru – ₹ 74\.2 Lac – 3\.95 Cr$/);
  });
  it('description leads with place and price and stays within 160 characters', () => {
    const long = 'Spacious and airy home near the ring road with lots of light. '.repeat(10);
    const text = detailDescription(data(card(), { description: long }));
    expect(text.startsWith('2 BHK Flat for Rent in Vijayanagar, Mysuru. ₹ 18,000/month. Spacious')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
    expect(detailDescription(data(card()))).toBe('2 BHK Flat for Rent in Vijayanagar, Mysuru. ₹ 18,000/month. Posted on GharBazaar.');
  });
  it('price line: SPEC §9 units, /month for rent and PG', () => {
    expect(detailPrice(card())).toBe('₹ 18,000/month');
    expect(detailPrice(card({ post_type: 'sale', price: 5500000 }))).toBe('₹ 55 Lac');
    expect(detailPrice(card({ price: null }))).toBe('Price on request');
  });
});

describe('urls', () => {
  it('canonical check compares the whole path, decoding the slug', () => {
    const url = card().url;
    expect(isCanonical('property-details', '2-bhk-flat-for-rent-in-vijayanagar-123-mysuru', url)).toBe(true);
    expect(isCanonical('property-details', 'old-words-123-mysuru', url)).toBe(false);
    expect(isCanonical('project-details', '2-bhk-flat-for-rent-in-vijayanagar-123-mysuru', url)).toBe(false);
    expect(isCanonical('property-details', '%E0%A4', url)).toBe(false);
  });
  it('breadcrumb searches: group route with the city or locality as location', () => {
    const href = searchHref(card(), 'Mysuru', 'Vijayanagar');
    expect(href.startsWith('/search/residential/type=rent&location=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(href.split('location=')[1]))).toEqual([{ label: 'Vijayanagar, Mysuru', value: { city: 'Mysuru', locality: 'Vijayanagar' } }]);
    expect(searchHref(card({ kind: 'pg', group: null }), 'Mysuru')).toMatch(/^\/search\/pg\/type=pg&location=/);
  });
  it('share and map links', () => {
    expect(shareHref('Nice flat', 'https://x.in/p/1')).toBe('https://wa.me/?text=Nice%20flat%20https%3A%2F%2Fx.in%2Fp%2F1');
    expect(mapHref(12.3, 76.65)).toBe('https://www.openstreetmap.org/?mlat=12.300000&mlon=76.650000#map=16/12.300000/76.650000');
    expect(mapHref(null, 76)).toBeNull();
  });
});

describe('structured data', () => {
  it('a RealEstateListing with its Offer (rent per month) and the breadcrumb, safe inside a script tag', () => {
    const [ld, crumbs] = detailJsonLd({ ...data(card(), { lat: 12.3, lng: 76.6, description: '</script><b>' }), place: { state: 'Karnataka', pincode: '570017' } },
      'https://x.in/p', ['https://x.in/a.jpg'], 'https://x.in');
    expect(ld).toMatchObject({ '@type': 'RealEstateListing', url: 'https://x.in/p', image: ['https://x.in/a.jpg'],
      offers: { '@type': 'Offer', price: 18000, priceCurrency: 'INR', priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'MON' } },
      contentLocation: { address: { addressRegion: 'Karnataka', postalCode: '570017', addressCountry: 'IN' }, geo: { latitude: 12.3 } } });
    expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(scriptJson(ld)).not.toContain('</script>');
    expect(JSON.parse(scriptJson(ld))).toEqual(ld);
  });
});
