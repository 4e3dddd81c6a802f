// Location suggestions: prefix first, word-prefix and typos, chosen city first, pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeCity, makeLocalities } from '../helpers/fixtures';

const t = useTestDb();
const PATH = '/api/search/auto-complete/';
type Loc = { locality_name: string; city_name: string; id: number };

beforeAll(async () => {
  await makeCity(t.db, 'Mysuru', { sortOrder: 2 });
  await makeCity(t.db, 'Bengaluru', { sortOrder: 1 });
  await makeCity(t.db, 'New Delhi', { sortOrder: 5 });
  await makeLocalities(t.db, [
    { name: 'Vijayanagar', city: 'Mysuru' },
    { name: 'Vijayanagar 2nd Stage', city: 'Mysuru' },
    { name: 'Vidyaranyapuram', city: 'Mysuru' },
    { name: 'Gandhi Nagar', city: 'Mysuru' },
    { name: 'Kuvempunagar', city: 'Mysuru' },
    { name: 'Vijayanagar', city: 'Bengaluru' },
    { name: 'Jayanagar', city: 'Bengaluru' },
    { name: 'Gandhi Nagar', city: 'Bengaluru' },
    { name: 'Koramangala', city: 'Bengaluru' },
    { name: 'Station Road', city: 'Vijayapura' },
    { name: '100% Road', city: 'Bengaluru' },
    ...Array.from({ length: 25 }, (_, i) => ({ name: `Testpur ${String(i).padStart(2, '0')}`, city: 'Testcity' })),
  ]);
});

const suggest = async (search_string: string, city_name = 'Mysuru', page = 0) => {
  const r = await call('POST', `${PATH}?page_no=${page}`, { city_name, search_string });
  expect(r.http, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { locality: Loc[]; city: { city_name: string }[]; pages: number };
};
const names = (l: Loc[]) => l.map((x) => `${x.locality_name}/${x.city_name}`);

describe('auto-complete', () => {
  it('prefix matches, the chosen city first, then other cities', async () => {
    const d = await suggest('vij');
    expect(names(d.locality)).toEqual(['Vijayanagar/Mysuru', 'Vijayanagar 2nd Stage/Mysuru', 'Vijayanagar/Bengaluru']);
    expect(d.locality[0].id).toBeGreaterThan(0);
    const b = await suggest('vij', 'Bengaluru');
    expect(names(b.locality)[0]).toBe('Vijayanagar/Bengaluru');
  });

  it('word prefixes and typos are found after prefix matches', async () => {
    const nagar = names((await suggest('nagar')).locality);
    // Word prefix before trigram-similar ("...nagar" inside a word), city by city.
    expect(nagar).toEqual(['Gandhi Nagar/Mysuru', 'Kuvempunagar/Mysuru', 'Vijayanagar/Mysuru',
      'Vijayanagar 2nd Stage/Mysuru', 'Gandhi Nagar/Bengaluru', 'Jayanagar/Bengaluru', 'Vijayanagar/Bengaluru']);
    const typo = names((await suggest('vijaynagar')).locality);
    expect(typo.slice(0, 2)).toEqual(['Vijayanagar/Mysuru', 'Vijayanagar 2nd Stage/Mysuru']);
    expect(typo).toContain('Vijayanagar/Bengaluru');
    expect(names((await suggest('koramangla', 'Bengaluru')).locality)).toEqual(['Koramangala/Bengaluru']);
    expect(names((await suggest('Jaya', 'Bengaluru')).locality)[0]).toBe('Jayanagar/Bengaluru');
  });

  it('cities by name prefix (product cities and locality cities), chosen city first', async () => {
    expect((await suggest('vij')).city).toEqual([{ city_name: 'Vijayapura' }]);
    expect((await suggest('my', 'Bengaluru')).city).toEqual([{ city_name: 'Mysuru' }]);
    expect((await suggest('delhi')).city).toEqual([{ city_name: 'New Delhi' }]);
  });

  it('10 per page, pages counted, page_no from 0; cities only on the first page', async () => {
    const p0 = await suggest('testpur', 'Testcity', 0);
    const p1 = await suggest('testpur', 'Testcity', 1);
    const p2 = await suggest('testpur', 'Testcity', 2);
    expect([p0.pages, p1.pages, p2.pages]).toEqual([3, 3, 3]);
    expect([p0.locality.length, p1.locality.length, p2.locality.length]).toEqual([10, 10, 5]);
    const all = [...p0.locality, ...p1.locality, ...p2.locality].map((l) => l.locality_name);
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(25);
    const past = await suggest('testpur', 'Testcity', 3);
    expect(past).toEqual({ locality: [], city: [], pages: 3 });
    const city = await suggest('testc', 'Mysuru', 1);
    expect(city.city).toEqual([]);
  });

  it('empty search string: the chosen city\'s localities A-Z', async () => {
    const d = await suggest('', 'Mysuru');
    expect(d.locality.map((l) => l.locality_name)).toEqual(
      ['Gandhi Nagar', 'Kuvempunagar', 'Vidyaranyapuram', 'Vijayanagar', 'Vijayanagar 2nd Stage']);
    expect(d.pages).toBe(1);
    expect(await suggest('   ', '')).toEqual({ locality: [], city: [], pages: 0 });
  });

  it('LIKE wildcards are literal; short queries work', async () => {
    expect(names((await suggest('100%', 'Bengaluru')).locality)).toEqual(['100% Road/Bengaluru']);
    expect((await suggest('%')).locality).toEqual([]);
    expect((await suggest('_')).locality).toEqual([]);
    expect(names((await suggest('k')).locality)).toEqual(['Kuvempunagar/Mysuru', 'Koramangala/Bengaluru']);
  });

  it('a locality added after the first suggestions is found at once (the data version changed)', async () => {
    expect(names((await suggest('hebbal', 'Mysuru')).locality)).toEqual([]);
    await makeLocalities(t.db, [{ name: 'Hebbal Industrial Area', city: 'Mysuru' }]);
    expect(names((await suggest('hebbal', 'Mysuru')).locality)).toEqual(['Hebbal Industrial Area/Mysuru']);
    expect(names((await suggest('industrial', 'Mysuru')).locality)).toEqual(['Hebbal Industrial Area/Mysuru']);
  });

  it('bad input is a 400', async () => {
    const r = await call('POST', `${PATH}?page_no=abc`, { city_name: 'Mysuru', search_string: 'v' });
    expect(r.http).toBe(400);
    expect(r.body.message).toBe('page_no must be a whole number from 0');
    const s = await call('POST', PATH, { city_name: 'Mysuru', search_string: { $ne: 1 } });
    expect(s.http).toBe(400);
    expect(s.body.message).toBe('search_string must be text');
    // Without the trailing slash and without page_no it is the same call.
    expect((await call('POST', '/api/search/auto-complete', { search_string: 'vij' })).http).toBe(200);
  });
});
