// Found by search engines: what a detail page tells them (JSON-LD, the shared link's
// photo, alt text), on items loaded through the real detail loader.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builderAccounts, projectConfigurations } from '@/server/platform/db/schema';
import { getListingDetail } from '@/server/catalog/detail/detail';
import { detailMetadataOf } from '@/server/catalog/detail/metadata';
import { absoluteUrl, detailJsonLd } from '@/lib/detail/detail-meta';
import { photoAlt, photoSubject, shareImage } from '@/lib/detail/photo-text';
import { ALL_DEMO_IMAGES } from '@/server/platform/seed/images';
import { useTestDb } from '../helpers/db';
import { addImages, makeListing, makeLocalities, makePg, makeProject, makeUser } from '../helpers/fixtures';
import { checkJsonLd } from '../helpers/json-ld-check';

const t = useTestDb();
const ORIGIN = 'https://gb.example';

type Json = Record<string, unknown>;

async function ldOf(kind: 'property' | 'pg' | 'project', id: number) {
  const d = (await getListingDetail(kind, id))!;
  const images = d.images.map((i) => absoluteUrl(ORIGIN, i.url));
  const [listing] = detailJsonLd(d, absoluteUrl(ORIGIN, d.card.url), images, ORIGIN);
  expect(checkJsonLd(listing)).toEqual([]);
  return { d, listing, place: listing.contentLocation as Json };
}

describe('detail JSON-LD', () => {
  it('a listing: coordinates when it has them, and the address in parts (locality, city, state, PIN)', async () => {
    const [loc] = await makeLocalities(t.db, [{ name: 'Jayanagar', city: 'Bengaluru' }]);
    const pinned = await makeListing(t.db, { city: 'Bengaluru', locality: 'Jayanagar', lat: 12.925, lng: 77.5938 });
    const { place } = await ldOf('property', pinned.id);
    expect(place.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 12.925, longitude: 77.5938 });
    expect(place.address).toEqual({
      '@type': 'PostalAddress', streetAddress: 'Jayanagar', addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka', postalCode: loc.pincode, addressCountry: 'IN',
    });
    // Never "locality, city" in one field.
    expect(JSON.stringify(place.address)).not.toContain('Jayanagar, Bengaluru');

    const unpinned = await makeListing(t.db, { city: 'Bengaluru', locality: 'Nowhere Nagar', lat: null, lng: null });
    const other = await ldOf('property', unpinned.id);
    expect(other.place.geo).toBeUndefined();
    expect(other.place.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Nowhere Nagar', addressLocality: 'Bengaluru', addressCountry: 'IN' });
  });

  it('a project: one offer per configuration with their price range, its builder and its RERA number', async () => {
    const builder = await makeUser(t.db, { roleType: 'builder', name: 'Asha Rao' });
    await t.db.insert(builderAccounts).values({ userId: builder.id, companyName: 'Lakeview Developers', companyRole: 'Director' });
    const p = await makeProject(t.db, {
      userId: builder.id, city: 'Mysuru', locality: 'Gokulam', state: 'Karnataka', postCode: '570002',
      priceMin: 4_000_000, priceMax: 9_000_000, reraNumber: 'PRM/KA/RERA/1251/309/PR/171014/000287', reraState: 'Karnataka',
    });
    await t.db.insert(projectConfigurations).values([
      { projectId: p.id, label: '1 BHK', bedrooms: 1, areaMin: 600, areaMax: 650, areaUnit: 'sqft', priceMin: 3_800_000, priceMax: 4_200_000, sortOrder: 0 },
      { projectId: p.id, label: '2 BHK', bedrooms: 2, areaMin: 1000, areaMax: 1100, areaUnit: 'sqft', priceMin: 5_500_000, priceMax: 6_100_000, sortOrder: 1 },
      { projectId: p.id, label: '3 BHK', bedrooms: 3, areaMin: 1400, areaMax: 1500, areaUnit: 'sqft', priceMin: 7_900_000, priceMax: 9_400_000, sortOrder: 2 },
      { projectId: p.id, label: '4 BHK', bedrooms: 4, areaMin: 2000, areaMax: 2200, areaUnit: 'sqft', priceMin: 11_000_000, priceMax: 12_500_000, sortOrder: 3 },
    ]);
    const { listing, place } = await ldOf('project', p.id);
    expect(listing.offers).toMatchObject({
      '@type': 'AggregateOffer', offerCount: 4, lowPrice: 3_800_000, highPrice: 12_500_000, priceCurrency: 'INR',
      offeredBy: { '@type': 'Organization', name: 'Lakeview Developers' },
    });
    expect(listing.identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'RERA registration', value: 'PRM/KA/RERA/1251/309/PR/171014/000287' });
    expect(place.address).toMatchObject({ streetAddress: 'Gokulam', addressLocality: 'Mysuru', addressRegion: 'Karnataka', postalCode: '570002' });

    // No configurations and no RERA number: the project's own price range as one offer, no identifier.
    const bare = await makeProject(t.db, { priceMin: 4_000_000, priceMax: 9_000_000, reraNumber: null });
    const b = await ldOf('project', bare.id);
    expect(b.listing.offers).toMatchObject({ offerCount: 1, lowPrice: 4_000_000, highPrice: 9_000_000 });
    expect(b.listing.identifier).toBeUndefined();
  });
});

describe('the shared link shows the first photo', () => {
  it("og:image and twitter:image are the listing's first photo (its raster form), with the photo's alt text", async () => {
    const l = await makeListing(t.db, { city: 'Bengaluru', locality: 'Jayanagar', category: 'apartment', bedrooms: 2 });
    await addImages(t.db, 'property', l.id, ['/demo/flat-1.svg', '/demo/interior-1.svg', '/media/ab/cd-640.webp']);
    const d = (await getListingDetail('property', l.id))!;
    const meta = detailMetadataOf(d, ORIGIN);
    const og = (meta.openGraph!.images as { url: string; alt?: string }[])[0];
    const tw = (meta.twitter!.images as { url: string }[])[0];
    expect(og).toEqual({ url: `${ORIGIN}/demo/flat-1.png`, alt: '2 BHK flat in Jayanagar, Bengaluru — photo 1 of 3' });
    expect(tw.url).toBe(og.url);

    // A posted photo: its 1,024 px rendition; no photo at all: the site card.
    const posted = await makeListing(t.db);
    await addImages(t.db, 'property', posted.id, ['/media/ab/cd-640.webp', '/demo/flat-2.svg']);
    const pmeta = detailMetadataOf((await getListingDetail('property', posted.id))!, ORIGIN);
    expect((pmeta.openGraph!.images as { url: string }[])[0].url).toBe(`${ORIGIN}/media/ab/cd-1024.webp`);
    const bare = await makeListing(t.db);
    const bmeta = detailMetadataOf((await getListingDetail('property', bare.id))!, ORIGIN);
    expect((bmeta.openGraph!.images as { url: string }[])[0].url).toBe(`${ORIGIN}/opengraph-image.png`);
  });

  it('PGs and projects too', async () => {
    const pg = await makePg(t.db, { gender: 'Female', city: 'Bengaluru', locality: 'HSR Layout' });
    await addImages(t.db, 'pg', pg.id, ['/demo/pg-1.svg']);
    const pgMeta = detailMetadataOf((await getListingDetail('pg', pg.id))!, ORIGIN);
    expect((pgMeta.openGraph!.images as { url: string; alt: string }[])[0])
      .toEqual({ url: `${ORIGIN}/demo/pg-1.png`, alt: 'PG for girls in HSR Layout, Bengaluru — photo 1 of 1' });
    const project = await makeProject(t.db, { name: 'Lake View' });
    await addImages(t.db, 'project', project.id, ['/demo/project-1.svg', '/demo/flat-2.svg']);
    const prMeta = detailMetadataOf((await getListingDetail('project', project.id))!, ORIGIN);
    expect((prMeta.twitter!.images as { url: string }[])[0].url).toBe(`${ORIGIN}/demo/project-1.png`);
  });

  it('every seeded demo drawing has its PNG twin on disk; other SVGs have no raster form', () => {
    for (const svg of ALL_DEMO_IMAGES) {
      const png = shareImage(svg)!;
      expect(png).toMatch(/\.png$/);
      expect(fs.existsSync(path.join(process.cwd(), 'public', png))).toBe(true);
    }
    expect(shareImage('/uploads/logo.svg')).toBeNull();
    expect(shareImage('https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
  });
});

describe('alt text of listing photos', () => {
  it('names the kind, BHK, locality and which photo, from the loaded item', async () => {
    const l = await makeListing(t.db, { city: 'Bengaluru', locality: 'Jayanagar', category: 'apartment', bedrooms: 2 });
    const d = (await getListingDetail('property', l.id))!;
    expect(photoAlt(photoSubject(d.card), 2, 6)).toBe('2 BHK flat in Jayanagar, Bengaluru — photo 3 of 6');
    const shop = await makeListing(t.db, { group: 'commercial', category: 'commercial_shop', bedrooms: null, city: 'Pune', locality: 'Baner' });
    expect(photoSubject((await getListingDetail('property', shop.id))!.card)).toBe('shop in Baner, Pune');
    const project = await makeProject(t.db, { name: 'Lake View', bedroomsMin: 2, bedroomsMax: 3, locality: 'Gokulam' });
    expect(photoSubject((await getListingDetail('project', project.id))!.card)).toBe('Lake View, 2-3 BHK project in Gokulam, Mysuru');
  });
});
