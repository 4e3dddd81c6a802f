// One locality, one median (server/catalog/insights/median.ts): the detail page's price context,
// the insights page, the city table, compare and the posting wizard's price check give the
// same figure for the same question, over the same listings as search (a locality and its blocks).
import { beforeAll, describe, expect, it } from 'vitest';
import { findLocality } from '@/server/catalog/insights/places';
import { localityInsights } from '@/server/catalog/insights/locality';
import { cityLocalities } from '@/server/catalog/insights/city';
import { detailInsights } from '@/server/catalog/insights/detail';
import { insightsThin } from '@/lib/insights/page-text';
import { indexableInsightsPlaces } from '@/server/catalog/insights/indexable';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeCity, makeListing, makeLocalities } from '../helpers/fixtures';

const t = useTestDb();
const CITY = 'Bengaluru';
// Homes for sale per sq ft across Koramangala and its blocks: 7000 … 10000 -> median 8750 (6 listings).
const SALE: [string, number][] = [
  ['Koramangala', 8000], ['Koramangala', 8500], ['Koramangala', 9000],
  ['Koramangala I Block', 7000], ['Koramangala I Block', 9500], ['Koramangala VI Bk', 10000],
];
let inBlock: number, plain: number;

beforeAll(async () => {
  await makeCity(t.db, CITY, { sortOrder: 1 });
  await makeLocalities(t.db, [
    { name: 'Koramangala', city: CITY }, { name: 'Koramangala I Block', city: CITY }, { name: 'Koramangala VI Bk', city: CITY },
    { name: 'Jayanagar', city: CITY },
  ]);
  const ids = [];
  for (const [locality, rate] of SALE) ids.push((await makeListing(t.db, { city: CITY, locality, price: rate * 1000, superArea: 1000 })).id);
  [plain, inBlock] = [ids[0], ids[3]];
  // 2 BHK rents, three in a block: median 30,000 (5 listings).
  for (const [locality, rent] of [['Koramangala', 26_000], ['Koramangala', 30_000], ['Koramangala I Block', 28_000],
    ['Koramangala I Block', 32_000], ['Koramangala VI Bk', 34_000]] as const) {
    await makeListing(t.db, { city: CITY, locality, postType: 'rent', price: rent, bedrooms: 2 });
  }
  // Jayanagar: 5 live listings, but no 5 of any one kind: too little for any median.
  for (let i = 0; i < 3; i++) await makeListing(t.db, { city: CITY, locality: 'Jayanagar', price: 9_000_000, superArea: 1000 });
  for (let i = 0; i < 2; i++) await makeListing(t.db, { city: CITY, locality: 'Jayanagar', postType: 'rent', price: 20_000, bedrooms: 1 });
});

describe('one median per locality', () => {
  it('detail, insights, the city table, compare and the wizard give Koramangala one sale median, blocks included', async () => {
    const place = await findLocality('bengaluru', 'koramangala');
    expect(place).not.toBeNull();
    expect(place!.live).toBe(11);
    expect(place!.family).toEqual(expect.arrayContaining(['koramangala', 'koramangala i block', 'koramangala vi bk']));
    const x = await localityInsights(place!, new Date(), true);
    expect(x.sale.find((s) => s.kind === 'homes')).toMatchObject({ median: 8750, count: 6 });
    expect(x.rentByBhk.find((r) => r.bhk === 2)).toMatchObject({ median: 30_000, count: 5 });

    // A listing in a block is judged against its area, with the area's page linked.
    const detail = await detailInsights({ kind: 'property', card: { id: inBlock, city: CITY, locality: 'Koramangala I Block' },
      detail: { post_type: 'sale', category: 'apartment', price: 7_000_000, super_area: 1000 } });
    expect(detail.context).toMatchObject({ median: 8750, count: 6, insightsPath: '/insights/bengaluru/koramangala' });
    expect(detail.context!.text).toBe('₹7,000 per sq ft: 20 % below the Koramangala median of ₹8,750 (6 listings)');
    expect(detail).toMatchObject({ insightsPath: '/insights/bengaluru/koramangala', locality: 'Koramangala' });

    const compared = await call('GET', `/api/compare?ids=${plain},${inBlock}`);
    expect(compared.http).toBe(200);
    expect(compared.body.data.map((r: { price_context: { median: number; count: number } }) => [r.price_context.median, r.price_context.count]))
      .toEqual([[8750, 6], [8750, 6]]);

    const wizard = await call('GET', `/api/insights/price-context?city=${CITY}&locality=Koramangala%20VI%20Bk&category=apartment&post_type=sale&price=9000000&super_area=1000`);
    expect(wizard.body.data).toMatchObject({ median: 8750, count: 6 });
    const rent = await call('GET', `/api/insights/price-context?city=${CITY}&locality=Koramangala&category=apartment&post_type=rent&price=30000&bedrooms=2`);
    expect(rent.body.data).toMatchObject({ median: 30_000, count: 5 });

    // The city's table: one Koramangala row, with the page's figure; its blocks are not rows of their own.
    const rows = await cityLocalities(CITY, true);
    const kora = rows.filter((r) => r.slug.startsWith('koramangala'));
    expect(kora).toHaveLength(1);
    expect(kora[0]).toMatchObject({ locality: 'Koramangala', slug: 'koramangala', live: 11, salePerSqft: { median: 8750, count: 6 }, rent2Bhk: { median: 30_000, count: 5 } });
  });

  it('a locality with too little data for any median is thin (one note at the top, not indexed)', async () => {
    const place = await findLocality('bengaluru', 'jayanagar');
    expect(place!.live).toBe(5);
    const x = await localityInsights(place!, new Date(), true);
    expect(insightsThin(x)).toBe(true);
    expect(insightsThin(await localityInsights((await findLocality('bengaluru', 'koramangala'))!, new Date(), true))).toBe(false);
  });
});

describe('an area whose listings are all in its blocks', () => {
  it('has the page the city table links, with the blocks counted', async () => {
    await makeLocalities(t.db, [{ name: 'Banashankari', city: CITY }, { name: 'Banashankari II Stage', city: CITY },
      { name: 'Banashankari III Stage', city: CITY }]);
    for (const locality of ['Banashankari II Stage', 'Banashankari II Stage', 'Banashankari III Stage', 'Banashankari III Stage', 'Banashankari III Stage']) {
      await makeListing(t.db, { city: CITY, locality, price: 8_000_000, superArea: 1000 });
    }
    expect((await cityLocalities(CITY, true)).map((l) => l.slug)).toContain('banashankari');
    expect(await findLocality('bengaluru', 'banashankari')).toMatchObject({ locality: 'Banashankari', live: 5 });
  });
});

describe('the sitemap of insights pages', () => {
  it('lists the pages search engines may index and leaves the thin ones out', async () => {
    const paths = (await indexableInsightsPlaces(true)).map((p) => p.path);
    expect(paths).toContain('/insights/bengaluru/koramangala');
    expect(await findLocality('bengaluru', 'jayanagar')).not.toBeNull();
    expect(paths).not.toContain('/insights/bengaluru/jayanagar');
  });
});
