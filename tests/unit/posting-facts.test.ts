import { describe, expect, it } from 'vitest';
import { propertyFacts } from '@/components/detail/property-facts';
import { confirmedAgo } from '@/lib/card';

const asMap = (f: { label: string; value: string }[]) => Object.fromEntries(f.map((x) => [x.label, x.value]));

describe('detail facts of a posted listing', () => {
  it('farm land shows the poster\'s unit and the form\'s facts', () => {
    const f = asMap(propertyFacts(
      { group: 'agriculture', category: 'land', post_type: 'sale', plot_area: 2, area_unit: 'acre', plot_area_raw: 80,
        display_area_unit: 'guntha', ownership: 'freehold' },
      { soil_type: 'red', water_source: 'borewell', road_access: true, road_width_ft: 20 }));
    expect(f).toMatchObject({ 'Plot area': '80 guntha', Ownership: 'Freehold', 'Soil type': 'Red soil',
      'Water source': 'Borewell', 'Road width': '20 ft' });
  });

  it('a flat for rent: sq.yd, age, rent terms, tenants, furnishing items', () => {
    const f = asMap(propertyFacts(
      { group: 'residential', category: 'apartment', post_type: 'rent', super_area: 1350, super_area_raw: 150,
        display_area_unit: 'sqyd', age_of_property: '1_5', bedrooms: 2 },
      { available_from: '2026-12-01', preferred_tenants: 'family,company_lease', pets_allowed: false,
        furnishing_items: ['ac', 'geyser'], lock_in_months: 11, security_deposit: 100000 }));
    expect(f).toMatchObject({ 'Super area': '150 sq.yd', 'Age of property': '1-5 years', 'Available from': '1 Dec 2026',
      'Preferred tenants': 'Family, Company Lease', 'Pets allowed': 'No', 'Furnishing items': 'AC, Geyser',
      'Lock-in period': '11 months' });
  });

  it('reads Confirmed available N days ago', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(confirmedAgo('2026-11-23T08:00:00Z', now)).toBe('Confirmed available today');
    expect(confirmedAgo('2026-11-22T08:00:00Z', now)).toBe('Confirmed available 1 day ago');
    expect(confirmedAgo('2026-11-11T12:00:00Z', now)).toBe('Confirmed available 12 days ago');
  });
});
