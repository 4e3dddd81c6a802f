import { describe, expect, it } from 'vitest';
import { groupOf } from '@/lib/enums';
import { groupOfSearch, parseSearchId, searchPath, toApiBody, writeSearchId } from '@/lib/search-route';
import { searchTitle } from '@/lib/search-title';
import {
  findLanding, landingPath, landingSearch, LANDINGS, LANDING_GROUPS, relatedLandings, type EntryOf, type LandingGroup,
} from '@/landing-data';
import { landingSections } from '@/components/landing/landing-sections';
import { listingSearchBody, pgSearchBody } from '@/server/catalog/search/catalog/schemas';

// Every landing entry turns into a search the route and the API accept.

const cases = LANDING_GROUPS.flatMap((g) => (LANDINGS[g] as readonly EntryOf[typeof g][]).map((e) => [g, e.url, e] as const));
const get = <G extends LandingGroup>(g: G, slug: string) => landingSearch(g, findLanding(g, slug)!);

describe.each(cases)('%s %s', (group, _slug, entry) => {
  const { group: g, state, id } = landingSearch(group, entry as never);

  it('round-trips its route id through parseSearchId', () => {
    expect(g).toBe(group);
    expect(parseSearchId(id)).toEqual(state);
    expect(writeSearchId(parseSearchId(id))).toBe(id);
  });

  it('belongs on its own group\'s search page, in Mysuru', () => {
    expect(groupOfSearch(state)).toBe(group);
    for (const t of state.propType) expect(groupOf(t)).toBe(group);
    expect(searchPath(group, state)).toBe(`/search/${group}/${id}`);
    expect(state.location.every((l) => l.value.city === 'Mysuru')).toBe(true);
  });

  it('gives a body the search API validates', async () => {
    const body = toApiBody(group, state, { fallbackCity: 'Bengaluru' });
    expect(body.city).toEqual(['Mysuru']);
    const schema = group === 'pg' ? pgSearchBody : listingSearchBody(group);
    await expect(schema.validate(body, { stripUnknown: true })).resolves.toBeTruthy();
  });
});

describe('landing searches', () => {
  it('under-X PG pages are open below and capped at X; full lists mean "all"', () => {
    const { state } = get('pg', 'girls-pg-in-mysore-under-10000-rd');
    expect(state).toMatchObject({ type: 'pg', gender: ['Female'], roomType: [], budget: { min: null, max: 10000 }, pgSearch: 'true' });
    expect(searchTitle('pg', state, 'Bengaluru')).toBe('PGs for Girls in Mysuru under ₹ 10,000');
    expect(get('pg', 'pgs-in-mysore-rd').state).toMatchObject({ gender: [], roomType: [], budget: null });
    expect(get('pg', 'double-sharing-boys-pg-in-mysore-rd').state).toMatchObject({ gender: ['Male'], roomType: ['2_sharing'] });
  });

  it('Vijayanagar pages ask for all three stages by their database names', () => {
    const { state } = get('pg', 'boys-pg-in-vijayanagar-mysore-under-7000-rd');
    expect(state.location.map((l) => l.value.locality)).toEqual(['Vijaynagar II Stage', 'Vijayanagar III Stage', 'Vijayanagar IV Stage']);
    expect(state.budget).toEqual({ min: null, max: 7000 });
  });

  it('BHK pages: one bedroom count, the deal, no budget filter', () => {
    const rent = get('residential', '2-bhk-for-rent-in-mysore-rd');
    expect(rent.state).toMatchObject({ type: 'rent', bedrooms: ['2'], propType: [], budget: null, plotArea: null });
    expect(searchTitle('residential', rent.state, 'Bengaluru')).toBe('2 BHK Properties for Rent in Mysuru');
    expect(get('residential', '4-bhk-for-sale-in-mysore-rd').state).toMatchObject({ type: 'sale', bedrooms: ['4'] });
    expect(get('residential', 'properties-in-mysore-rd').state).toMatchObject({ type: 'sale', bedrooms: [], budget: null });
  });

  it('plot pages: plot type, no bedrooms, the size or price cap', () => {
    expect(get('residential', 'buy-60-40-plot-in-mysore-rd').state).toMatchObject({ propType: ['plot'], bedrooms: [], plotArea: { min: 1800, max: 2400 } });
    expect(get('residential', 'buy-30-40-plot-in-mysore-rd').state.plotArea).toEqual({ min: 900, max: 1200 });
    const under = get('residential', 'plots-in-mysore-under-30-lacs-rd').state;
    expect(under).toMatchObject({ propType: ['plot'], budget: { min: null, max: 3_000_000 }, plotArea: null });
    const body = toApiBody('residential', under);
    expect(body).toMatchObject({ budget: { min: '', max: '3000000' }, bedrooms: [], property_sub_type: ['plot'] });
  });

  it('commercial and agriculture pages', () => {
    expect(get('commercial', 'cmo').state).toMatchObject({ type: 'rent', propType: ['office_space'] });
    expect(get('commercial', 'cms').state).toMatchObject({ type: 'rent', propType: ['commercial_shop'] });
    expect(get('agriculture', 'ash').state).toMatchObject({ type: 'sale', propType: ['farm_house'], bedrooms: [] });
    expect(get('agriculture', 'asl').state).toMatchObject({ type: 'sale', propType: ['land'], bedrooms: [] });
  });

  it('paths, related links and index sections', () => {
    const e = findLanding('pg', 'girls-pg-in-mysore-under-10000-rd')!;
    expect(landingPath('pg', e)).toBe('/pg/girls-pg-in-mysore-under-10000-rd');
    expect(landingPath('commercial', findLanding('commercial', 'cmo')!)).toBe('/cs/cmo');
    const related = relatedLandings('pg', e);
    expect(related).toHaveLength(8);
    expect(related.map((r) => r.url)).not.toContain(e.url);
    expect(related[0].gender).toEqual(['Female']); // the nearest pages are other girls' PG pages
    const sections = landingSections('pg');
    expect(sections.map((s) => s.title)).toEqual(['PGs in Mysore', 'Boys PG in Mysore', 'Girls PG in Mysore',
      'PGs in Vijayanagar, Mysore', 'Boys PG in Vijayanagar, Mysore', 'Girls PG in Vijayanagar, Mysore']);
    expect(sections.flatMap((s) => s.entries)).toHaveLength(LANDINGS.pg.length);
    expect(landingSections('residential').map((s) => s.title)).toEqual(['For sale', 'For rent']);
  });
});
