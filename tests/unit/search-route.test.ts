import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH, groupOfSearch, parseSearchId, searchPath, toApiBody, writeSearchId, type SearchState,
} from '@/lib/search-route';
import { citySearchHref } from '@/lib/search-links';

const mysuru = { label: 'Mysuru', value: { city: 'Mysuru', locality: '' } };
const vijay = { label: 'Vijayanagar, Mysuru', value: { city: 'Mysuru', locality: 'Vijayanagar' } };

/**
 * What a page component really receives: Next 16 hands the [id] param over as
 * encodeURIComponent(decoded path segment), so '&' and '=' arrive as %26/%3D
 * (checked by rendering a page that printed its raw param).
 */
const asNextParam = (id: string) => encodeURIComponent(decodeURIComponent(id));

const full: SearchState = {
  ...EMPTY_SEARCH,
  type: 'rent',
  location: [vijay, { label: 'Gokulam & Co, Mysuru', value: { city: 'Mysuru', locality: 'Gokulam 100%' } }],
  propType: ['apartment', 'villa'],
  bedrooms: ['2', '3'],
  bathrooms: ['2'],
  budget: { min: null, max: 20000 },
  superArea: { min: 500, max: 2000 },
  carpetArea: { min: 300, max: null },
  plotArea: { min: 100, max: 1200 },
  furnishingStatus: ['furnished', 'semi_furnished'],
  transcation: 'resale',
  status: 'ready_to_move',
  postedBy: ['owner', 'agent'],
  postedSince: 'thisWeek',
  facing: ['north', 'north_east'],
  gender: ['Male'],
  roomType: ['1_sharing', '2_sharing'],
  pgSearch: 'true',
  amenities: ['Lift', '24x7 Security'],
  verified: true,
};

describe('writeSearchId / parseSearchId', () => {
  it('writes the spec example shape: pairs joined by &, location URL-encoded JSON', () => {
    const id = writeSearchId({ ...EMPTY_SEARCH, type: 'rent', location: [vijay], propType: ['apartment'], bedrooms: ['2'], budget: { min: 0, max: 20000 } });
    expect(id).toBe(`type=rent&location=${encodeURIComponent(JSON.stringify([vijay]))}&propType=apartment&budget=0,20000&bedrooms=2`);
    expect(id).not.toMatch(/[[\]{}" ]/);
  });

  it('round-trips every key, from the raw segment and from what Next passes', () => {
    const id = writeSearchId(full);
    expect(parseSearchId(id)).toEqual(full);
    expect(parseSearchId(asNextParam(id))).toEqual(full);
    expect(parseSearchId(decodeURIComponent(id))).toEqual(full);
  });

  it('round-trips the empty search and omits defaults', () => {
    expect(writeSearchId(EMPTY_SEARCH)).toBe('type=sale');
    expect(parseSearchId('type=sale')).toEqual(EMPTY_SEARCH);
  });

  it('reads each key on the residential route', () => {
    const s = parseSearchId(asNextParam(
      'type=sell&propType=plot&bedrooms=1,4&budget=100000,5000000&superArea=200,9600&furnishingStatus=unfurnished' +
      '&bathrooms=3&transcation=new&postedBy=builder&postedSince=today&facing=west&status=under_construction'));
    expect(s).toMatchObject({
      type: 'sale', propType: ['plot'], bedrooms: ['1', '4'], budget: { min: 100000, max: 5000000 },
      superArea: { min: 200, max: 9600 }, furnishingStatus: ['unfurnished'], bathrooms: ['3'], transcation: 'new',
      postedBy: ['builder'], postedSince: 'today', facing: ['west'], status: 'under_construction',
    });
  });

  it('omits bedrooms when all; reading all gives the empty (= all) selection', () => {
    expect(writeSearchId({ ...EMPTY_SEARCH, bedrooms: ['all'] })).toBe('type=sale');
    expect(parseSearchId('type=sale&bedrooms=all').bedrooms).toEqual([]);
    expect(parseSearchId('type=sale&bedrooms=all,2').bedrooms).toEqual([]);
  });

  it('propType: a comma list whose first entry decides the group (SPEC §4 one group)', () => {
    expect(parseSearchId('propType=apartment,villa').propType).toEqual(['apartment', 'villa']);
    expect(parseSearchId('propType=apartment,office_space,villa').propType).toEqual(['apartment', 'villa']);
    expect(parseSearchId('propType=office_space,apartment').propType).toEqual(['office_space']);
    expect(parseSearchId('propType=land,farm_house').propType).toEqual(['land']);
    expect(parseSearchId('propType=castle,apartment').propType).toEqual(['apartment']);
  });

  it('malformed ids parse to safe defaults', () => {
    for (const junk of ['', 'garbage', '%E0%A4%A', '&&&', '=x', 'type=', 'type=castle', '%', 'location=%5Bnot-json',
      'location={"a":1}', 'location=[1,2,{"label":3}]', 'budget=abc,def', 'budget=-5,10', 'bedrooms=9,x',
      'facing=up&postedBy=alien&status=old&transcation=maybe&postedSince=never&gender=robot&roomType=9_sharing']) {
      const s = parseSearchId(junk);
      expect(s.type).toBe('sale');
      expect(s.location).toEqual([]);
      expect(s).toMatchObject({ facing: [], postedBy: [], status: '', transcation: '', postedSince: '', gender: [], roomType: [] });
    }
    expect(parseSearchId('budget=abc,def').budget).toBeNull();
    expect(parseSearchId('budget=,50000').budget).toEqual({ min: null, max: 50000 });
    expect(parseSearchId('budget=90000,1000').budget).toEqual({ min: 1000, max: 90000 });
    expect(parseSearchId(null)).toEqual(EMPTY_SEARCH);
  });

  it('location: drops bad entries and duplicates; reads a doubly encoded list', () => {
    const list = JSON.stringify([vijay, vijay, { label: 'x' }, { label: 'Mysuru', value: { city: 'Mysuru' } }]);
    expect(parseSearchId(`location=${encodeURIComponent(list)}`).location).toEqual([vijay, mysuru]);
    const twice = encodeURIComponent(encodeURIComponent(JSON.stringify([vijay])));
    expect(parseSearchId(`type=rent&location=${twice}`).location).toEqual([vijay]);
  });

  it('PG route: type=pg plus gender, roomType, budget and pgSearch', () => {
    const s = parseSearchId(asNextParam('type=pg&gender=male,Female&roomType=2_sharing&budget=2000,10000&pgSearch=true'));
    expect(s).toMatchObject({ type: 'pg', gender: ['Male', 'Female'], roomType: ['2_sharing'], budget: { min: 2000, max: 10000 }, pgSearch: 'true' });
  });
});

describe('searchPath and groupOfSearch', () => {
  it('sends each search to its group page; empty type = residential, PG to /search/pg', () => {
    expect(groupOfSearch({ type: 'sale', propType: [] })).toBe('residential');
    expect(groupOfSearch({ type: 'rent', propType: ['warehouse'] })).toBe('commercial');
    expect(groupOfSearch({ type: 'sale', propType: ['land'] })).toBe('agriculture');
    expect(groupOfSearch({ type: 'pg', propType: ['apartment'] })).toBe('pg');
    expect(searchPath('pg', EMPTY_SEARCH)).toBe('/search/pg/type=pg');
    expect(searchPath('commercial', { ...EMPTY_SEARCH, propType: ['apartment', 'warehouse'] })).toBe('/search/commercial/type=sale&propType=warehouse');
  });

  it('citySearchHref uses the writer', () => {
    expect(citySearchHref('Mysuru', 'rent')).toBe(searchPath('residential', { ...EMPTY_SEARCH, type: 'rent', location: [mysuru] }));
  });
});

describe('toApiBody', () => {
  it('defaults: Bengaluru, page 1, limit 20, relevance, bedrooms 1-5, bathrooms 1-9', () => {
    const b = toApiBody('residential', EMPTY_SEARCH);
    expect(b).toMatchObject({
      city: ['Bengaluru'], page: 1, limit: 20, orderByAmount: 'relevance', property_type: 'residential',
      location: { type: 'city', city: 'Bengaluru', locality: [] }, post_type: 'sale', property_sub_type: [],
      bedrooms: ['1', '2', '3', '4', '5'], bathrooms: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      budget: { min: '', max: '' }, owner_type: [], today: false, thisMonth: false,
    });
    expect(b).not.toHaveProperty('proprty_status');
    expect(toApiBody('residential', EMPTY_SEARCH, { fallbackCity: 'Pune' }).city).toEqual(['Pune']);
  });

  it('maps every filter to the spec field names', () => {
    const b = toApiBody('residential', full, { sort: 'desc', page: 3 });
    expect(b).toMatchObject({
      city: ['Mysuru'], page: 3, orderByAmount: 'desc',
      location: { type: 'locality', city: 'Mysuru', locality: ['Vijayanagar', 'Gokulam 100%'] },
      post_type: 'rent', property_sub_type: ['apartment', 'villa'], bedrooms: ['2', '3'], bathrooms: ['2'],
      budget: { min: '', max: '20000' }, super_area: { min: '500', max: '2000' }, carpet_area: { min: '300', max: '' },
      owner_type: ['owner', 'agent'], furnishing_area: ['furnished', 'semi_furnished'], facing: ['north', 'north_east'],
      proprty_status: 'approved', transaction: 'resale', Status: 'ready_to_move', thisWeek: true, today: false,
      amenities: ['Lift', '24x7 Security'],
    });
  });

  it('sends each chip as a {city, locality} pair, so a locality keeps its city', () => {
    const b = toApiBody('residential', { ...EMPTY_SEARCH, location: [
      { label: 'Koramangala, Bengaluru', value: { city: 'Bengaluru', locality: 'Koramangala' } },
      { label: 'Vijayanagar, Mysuru', value: { city: 'Mysuru', locality: 'Vijayanagar' } },
      { label: 'Vijayanagar, Mysuru', value: { city: 'Mysuru', locality: 'Vijayanagar' } },
      mysuru,
    ] });
    expect(b.places).toEqual([
      { city: 'Bengaluru', locality: 'Koramangala' }, { city: 'Mysuru', locality: 'Vijayanagar' }, { city: 'Mysuru', locality: '' },
    ]);
    expect(b.city).toEqual(['Bengaluru', 'Mysuru']);
    expect(toApiBody('residential', EMPTY_SEARCH)).not.toHaveProperty('places');
  });

  it('plot-only sends no bedrooms; commercial sends none at all; wrong-group types are dropped', () => {
    expect(toApiBody('residential', { ...EMPTY_SEARCH, propType: ['plot'] }).bedrooms).toEqual([]);
    const c = toApiBody('commercial', { ...EMPTY_SEARCH, propType: ['apartment'], bedrooms: ['2'] });
    expect(c).not.toHaveProperty('bedrooms');
    expect(c.property_sub_type).toEqual([]);
  });

  it('PG body: amount range, all genders and rooms when none chosen', () => {
    const b = toApiBody('pg', { ...EMPTY_SEARCH, type: 'pg', location: [mysuru], budget: { min: 2000, max: 10000 } });
    expect(b).toEqual({
      city: ['Mysuru'], location: { type: 'city', city: 'Mysuru', locality: [] }, page: 1, limit: 20, orderByAmount: 'relevance',
      amount: { min: '2000', max: '10000' }, gender: ['Male', 'Female', 'Both'],
      room_type: ['1_sharing', '2_sharing', '3_sharing', '4_sharing', 'other'],
      places: [{ city: 'Mysuru', locality: '' }],
    });
  });
});
