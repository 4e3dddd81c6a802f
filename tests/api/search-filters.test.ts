// Every residential filter narrows: fixtures straddle it (some inside, some
// outside) in a city of their own, and the answer must be exactly the inside ones.
import { describe, expect, it } from 'vitest';
import type { NewListing } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { daysAgo, makeListing } from '../helpers/fixtures';

const t = useTestDb();
const PATH = '/api/search/residential-property-search-v2';
let cityNo = 0;

type Card = Record<string, any>;

async function straddle(
  body: Record<string, unknown>,
  inside: Partial<NewListing>[],
  outside: Partial<NewListing>[],
  check?: (c: Card) => boolean,
) {
  const city = `Filtertown${++cityNo}`;
  const ins = [];
  for (const o of inside) ins.push(await makeListing(t.db, { city, ...o }));
  for (const o of outside) await makeListing(t.db, { city, ...o });
  const r = await call('POST', PATH, { city: [city], limit: 50, ...body });
  expect(r.http, JSON.stringify(r.body)).toBe(200);
  const cards: Card[] = r.body.data.data;
  expect(cards.map((c) => c.id).sort()).toEqual(ins.map((l) => l.id).sort());
  expect(r.body.data.total).toBe(ins.length);
  for (const c of cards) {
    expect(c.city).toBe(city);
    if (check) expect(check(c), JSON.stringify(c)).toBe(true);
  }
  return cards;
}

describe('residential search filters', () => {
  it('post_type: sale (also "sell") vs rent', async () => {
    await straddle({ post_type: 'rent' }, [{ postType: 'rent' }], [{ postType: 'sale' }], (c) => c.post_type === 'rent');
    await straddle({ post_type: 'sell' }, [{ postType: 'sale' }], [{ postType: 'rent' }]);
    await straddle({}, [{ postType: 'sale' }], [{ postType: 'rent' }]); // default sale
  });

  it('property_sub_type: a list of categories; empty = the whole group', async () => {
    await straddle({ property_sub_type: ['villa', 'plot'] },
      [{ category: 'villa' }, { category: 'plot', bedrooms: null }],
      [{ category: 'apartment' }, { category: 'residential' }, { group: 'commercial', category: 'office_space' }],
      (c) => ['villa', 'plot'].includes(c.category));
    await straddle({ property_sub_type: [] },
      [{ category: 'villa' }, { category: 'apartment' }],
      [{ group: 'agriculture', category: 'land' }]);
  });

  it('budget: min and max in rupees, empty string = no bound', async () => {
    await straddle({ budget: { min: '3000000', max: '6000000' } },
      [{ price: 3_000_000 }, { price: 6_000_000 }],
      [{ price: 2_999_999 }, { price: 6_000_001 }],
      (c) => c.price >= 3_000_000 && c.price <= 6_000_000);
    await straddle({ budget: { min: '', max: '4000000' } }, [{ price: 100 }], [{ price: 4_000_001 }]);
  });

  it('bedrooms: exact counts, 5 = 5 or more; empty or all of 1..5 = no filter', async () => {
    await straddle({ bedrooms: ['2', '3'] },
      [{ bedrooms: 2 }, { bedrooms: 3 }],
      [{ bedrooms: 1 }, { bedrooms: 4 }, { category: 'plot', bedrooms: null }],
      (c) => [2, 3].includes(c.bedrooms));
    await straddle({ bedrooms: ['5'] }, [{ bedrooms: 5 }, { bedrooms: 7 }], [{ bedrooms: 4 }], (c) => c.bedrooms >= 5);
    await straddle({ bedrooms: ['1', '2', '3', '4', '5'] },
      [{ bedrooms: 1 }, { bedrooms: 6 }, { category: 'plot', bedrooms: null }], []);
    await straddle({ bedrooms: [] }, [{ bedrooms: 9 }, { category: 'plot', bedrooms: null }], []);
  });

  it('bathrooms: exact counts; the client\'s "all" (1..9) = no filter', async () => {
    await straddle({ bathrooms: ['2'] }, [{ bathrooms: 2 }], [{ bathrooms: 1 }, { bathrooms: 3 }], (c) => c.bathrooms === 2);
    await straddle({ bathrooms: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] },
      [{ bathrooms: 1 }, { bathrooms: 4 }, { bathrooms: null }], []);
  });

  it('owner_type: who posted', async () => {
    await straddle({ owner_type: ['agent', 'builder'] },
      [{ postedBy: 'agent' }, { postedBy: 'builder' }], [{ postedBy: 'owner' }],
      (c) => c.posted_by !== 'owner');
  });

  it('areas: super, built-up, carpet and plot, each {min,max}; empty = no bound', async () => {
    await straddle({ super_area: { min: '1000', max: '1500' } },
      [{ superArea: 1000 }, { superArea: 1500 }],
      [{ superArea: 999 }, { superArea: 1501 }, { superArea: null }]);
    await straddle({ built_up_area: { min: '800', max: '' } }, [{ builtUpArea: 800 }], [{ builtUpArea: 799 }, { builtUpArea: null }]);
    await straddle({ carpet_area: { min: '', max: '700' } }, [{ carpetArea: 700 }], [{ carpetArea: 701 }]);
    await straddle({ plot_area: { min: '1200', max: '2400' } },
      [{ category: 'plot', bedrooms: null, superArea: null, plotArea: 1200 }],
      [{ category: 'plot', bedrooms: null, superArea: null, plotArea: 2401 }],
      (c) => c.area.label === 'Plot area' && c.area.value === 1200);
    await straddle({ super_area: { min: '', max: '' } }, [{ superArea: 10 }, { superArea: null }], []);
  });

  it('furnishing_area and facing: lists', async () => {
    await straddle({ furnishing_area: ['furnished', 'unfurnished'] },
      [{ furnishing: 'furnished' }, { furnishing: 'unfurnished' }], [{ furnishing: 'semi_furnished' }, { furnishing: null }],
      (c) => ['furnished', 'unfurnished'].includes(c.furnishing));
    await straddle({ facing: ['north_east'] }, [{ facing: 'north_east' }], [{ facing: 'north' }], (c) => c.facing === 'north_east');
  });

  it('amenities: the listing must have all of them', async () => {
    await straddle({ amenities: ['lift', 'gym'] },
      [{ amenities: ['lift', 'gym', 'pool'] }], [{ amenities: ['lift'] }, { amenities: [] }]);
  });

  it('proprty_status "approved" = verified listings only', async () => {
    await straddle({ proprty_status: 'approved' }, [{ isVerified: true }], [{ isVerified: false }], (c) => c.is_verified);
    await straddle({ proprty_status: '' }, [{ isVerified: true }, { isVerified: false }], []);
  });

  it('transaction (and the typo transcation), Status; "any" = no filter', async () => {
    await straddle({ transaction: 'new' }, [{ transaction: 'new' }], [{ transaction: 'resale' }]);
    await straddle({ transcation: 'resale' }, [{ transaction: 'resale' }], [{ transaction: 'new' }]);
    await straddle({ transcation: 'any' }, [{ transaction: 'resale' }, { transaction: 'new' }], []);
    await straddle({ Status: 'under_construction' },
      [{ constructionStatus: 'under_construction' }], [{ constructionStatus: 'ready_to_move' }]);
  });

  it('posted since: today, yesterday, thisWeek, thisMonth', async () => {
    await straddle({ today: true }, [{ createdAt: new Date() }], [{ createdAt: daysAgo(2) }]);
    await straddle({ yesterday: true }, [{ createdAt: daysAgo(1) }, { createdAt: new Date() }], [{ createdAt: daysAgo(3) }]);
    await straddle({ thisWeek: true }, [{ createdAt: daysAgo(6) }], [{ createdAt: daysAgo(8) }]);
    await straddle({ thisMonth: 'true' }, [{ createdAt: daysAgo(29) }], [{ createdAt: daysAgo(31) }]);
  });

  it('location: localities of a city (case-insensitive); city list', async () => {
    const cards = await straddle({ location: { type: 'locality', city: '', locality: ['vijayanagar', 'Kuvempunagar'] } },
      [{ locality: 'Vijayanagar' }, { locality: 'Kuvempunagar' }], [{ locality: 'Gokulam' }]);
    expect(cards.every((c) => c.locality !== 'Gokulam')).toBe(true);
    const a = await makeListing(t.db, { city: 'Twocity A' });
    const b = await makeListing(t.db, { city: 'Twocity B' });
    await makeListing(t.db, { city: 'Twocity C' });
    const r = await call('POST', PATH, { city: ['Twocity A'], location: { type: 'city', city: 'twocity b', locality: [] } });
    expect(r.body.data.data.map((c: Card) => c.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('only approved listings are found', async () => {
    await straddle({}, [{ status: 'approved' }],
      [{ status: 'pending' }, { status: 'rejected' }, { status: 'expired' }, { status: 'deleted' }]);
  });

  it('filters combine (AND)', async () => {
    await straddle({ bedrooms: ['2'], budget: { min: '1000000', max: '' }, owner_type: ['owner'] },
      [{ bedrooms: 2, price: 2_000_000, postedBy: 'owner' }],
      [{ bedrooms: 3, price: 2_000_000 }, { bedrooms: 2, price: 500_000 }, { bedrooms: 2, postedBy: 'agent' }]);
  });
});
