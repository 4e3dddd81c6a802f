import { describe, expect, it } from 'vitest';
import { POSTING_CATEGORIES } from '@/lib/posting/categories';
import { homeOf, toRows } from '@/server/listings/posting/store';
import { validBody } from '../helpers/posting-bodies';

const place = { city: 'Mysuru', locality: 'Vijayanagar', localityId: null, lat: null, lng: null };

describe('posting storage', () => {
  it('every field of every category has a column to live in', () => {
    for (const c of POSTING_CATEGORIES) {
      for (const f of [...c.fields, ...c.priceFields]) {
        expect(homeOf(c, f.key), `${c.category}.${f.key}`).not.toBeNull();
      }
    }
  });

  it('keeps the poster\'s figure and unit, and square feet for search', () => {
    const c = POSTING_CATEGORIES.find((x) => x.category === 'plot')!;
    const body = validBody('plot', 'sale') as any;
    body.details.area_unit = 'sqyd';
    body.details.plot_area = 200;
    const { listing, details } = toRows(c, body, place);
    expect(listing).toMatchObject({ plotArea: 1800, plotAreaRaw: 200, displayAreaUnit: 'sqyd', areaUnit: 'sqft',
      title: '200 sq.yd Residential Plot for Sale in Vijayanagar' });
    expect(details).toMatchObject({ plotLength: 30, plotBreadth: 40, cornerPlot: false, approvalAuthority: 'MUDA' });
  });
});
