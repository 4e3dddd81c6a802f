import { describe, expect, it } from 'vitest';
import { propertyFacts } from '@/components/detail/property-facts';
import {
  bhkRange, completionFact, pgFacts, pgRoomRows, priceRange, projectAmenities, projectFacts, projectTypeLabel,
} from '@/lib/detail/pg-project-facts';
import { areaText, floorText, postedText } from '@/lib/detail/detail-format';

const asMap = (facts: { label: string; value: string }[]) => Object.fromEntries(facts.map((f) => [f.label, f.value]));

describe('property facts by category', () => {
  it('a flat for rent: rooms, areas with units, floor, labels, parking, age, money', () => {
    const f = asMap(propertyFacts(
      { group: 'residential', category: 'apartment', post_type: 'rent', bedrooms: 2, bathrooms: 2,
        super_area: 1200, carpet_area: 950, plot_area: null, area_unit: 'sqft', furnishing: 'semi_furnished',
        facing: 'north_east', construction_status: 'ready_to_move', transaction: 'resale' },
      { floor_no: 3, total_floors: 12, balconies: 1, covered_parking: 1, open_parking: 0, age_years: 0,
        maintenance_monthly: 2500, security_deposit: 90000, gated_community: true, preferred_tenants: 'Family' }));
    expect(f).toMatchObject({
      'Property type': 'Flat/Apartment', Bedrooms: '2', Bathrooms: '2', Balconies: '1',
      'Super area': '1,200 sq.ft', 'Carpet area': '950 sq.ft', Floor: '3rd of 12',
      Furnishing: 'Semi Furnished', Facing: 'North East', 'Construction status': 'Ready to Move',
      Transaction: 'Resale', Parking: '1 covered', 'Age of property': 'Less than a year',
      Maintenance: '₹ 2,500/month', 'Security deposit': '₹ 90,000', 'Gated community': 'Yes',
      'Preferred tenants': 'Family',
    });
    expect(f['Plot area']).toBeUndefined();
    expect(f['Built-up area']).toBeUndefined();
  });

  it('a house for sale shows no deposit; no parking at all reads None', () => {
    const f = asMap(propertyFacts(
      { group: 'residential', category: 'residential', post_type: 'sale', bedrooms: 3 },
      { security_deposit: 50000, covered_parking: 0, open_parking: 0, floor_no: 0, total_floors: 2, age_years: 12 }));
    expect(f['Security deposit']).toBeUndefined();
    expect(f.Parking).toBe('None');
    expect(f.Floor).toBe('Ground of 2');
    expect(f['Age of property']).toBe('12 years');
  });

  it('a residential plot: plot area, dimensions, open sides; no rooms', () => {
    const f = asMap(propertyFacts(
      { group: 'residential', category: 'plot', post_type: 'sale', plot_area: 1200, area_unit: 'sqft', facing: 'east' },
      { plot_length: 30, plot_breadth: 40, open_sides: 2, gated_community: false }));
    expect(f).toMatchObject({ 'Property type': 'Plot/Land', 'Plot area': '1,200 sq.ft', 'Plot dimensions': '30 × 40 ft',
      'Open sides': '2', Facing: 'East', 'Gated community': 'No' });
    expect(f.Bedrooms).toBeUndefined();
  });

  it('commercial: washrooms, pantry, cabins, seats, frontage, lock-in', () => {
    const f = asMap(propertyFacts(
      { group: 'commercial', category: 'office_space', post_type: 'rent', super_area: 2320 },
      { washrooms: 3, pantry: true, cabins: 6, seats: 31, frontage_ft: 20, ceiling_height_ft: 12,
        power_backup: false, security_deposit: 600000, lock_in_months: 11, floor_no: 2, total_floors: 2 }));
    expect(f).toMatchObject({ 'Property type': 'Office Space', Washrooms: '3', Pantry: 'Yes', Cabins: '6', Seats: '31',
      Frontage: '20 ft', 'Ceiling height': '12 ft', 'Power backup': 'No', 'Security deposit': '₹ 6 Lac',
      'Lock-in period': '11 months', Floor: '2nd of 2', 'Super area': '2,320 sq.ft' });
  });

  it('agriculture: acres, soil, water, road access, fencing', () => {
    const f = asMap(propertyFacts(
      { group: 'agriculture', category: 'land', post_type: 'sale', plot_area: 22.25, area_unit: 'acre' },
      { soil_type: 'Red soil', water_source: 'Borewell', road_access: true, fencing: false, electricity: true, crops_grown: 'Coconut' }));
    expect(f).toMatchObject({ 'Property type': 'Agriculture Land', 'Plot area': '22.25 acres', 'Soil type': 'Red soil',
      'Water source': 'Borewell', 'Road access': 'Yes', Fencing: 'No', Electricity: 'Yes', 'Crops grown': 'Coconut' });
  });

  it('missing attributes give only what is known', () => {
    expect(propertyFacts({ group: 'residential', category: 'villa' }, null)).toEqual([{ label: 'Property type', value: 'Villa/Bungalow' }]);
  });
});

describe('PG facts', () => {
  const rooms = [
    { room_type: '4_sharing', rent: 4500, total_beds: 20, available_beds: 12 },
    { room_type: '1_sharing', rent: 9000, total_beds: 4, available_beds: 0 },
  ];
  it('gender, food, room types, rent, deposit and free beds', () => {
    const f = asMap(pgFacts({ gender: 'Female', food_included: true, room_types: ['1_sharing', '4_sharing'], min_rent: 4500, deposit: 9000 }, rooms));
    expect(f).toEqual({ 'Suitable for': 'Girls (female)', Food: 'Included', 'Room types': 'Single Room, Four Sharing',
      'Rent from': '₹ 4,500/month', 'Security deposit': '₹ 9,000', 'Beds available': '12' });
  });
  it('rooms table rows: type label, rent a month, beds of total, full flag, and the figures behind them', () => {
    expect(pgRoomRows(rooms)).toMatchObject([
      { type: 'Four Sharing', rent: '₹ 4,500/month', beds: '12 of 20', full: false, roomType: '4_sharing', rentValue: 4500, free: 12, total: 20 },
      { type: 'Single Room', rent: '₹ 9,000/month', beds: '0 of 4', full: true, roomType: '1_sharing', rentValue: 9000, free: 0, total: 4 },
    ]);
  });
});

describe('project facts', () => {
  const base = { project_type: 'apartment', no_of_units: 738, stage: 'foundation', launched_on: '2025-11-13',
    completed_on: null, expected_completion_date: '2028-07-11', floors_allowed: 26, gated_colony: true,
    bedrooms_min: 1, bedrooms_max: 3, price_min: 7420000, price_max: 39500000 };
  it('units, stage label, dates, floors, gated colony, ranges', () => {
    const f = asMap(projectFacts(base));
    expect(f).toMatchObject({ 'Project type': 'Apartment', Configurations: '1–3 BHK', 'Price range': '₹ 74.2 Lac – ₹ 3.95 Cr',
      Units: '738', Stage: 'Foundation', 'Project Launched On': '13 Nov 2025', 'Expected Completion Date': '11 Jul 2028',
      'Floors allowed': '26', 'Gated colony': 'Yes' });
    expect(f['Project Completed On']).toBeUndefined();
  });
  it("SPEC §5: 'Project Completed On' once the stage is completed", () => {
    expect(completionFact({ ...base, stage: 'completed', completed_on: '2024-03-01' }))
      .toEqual({ label: 'Project Completed On', value: '1 Mar 2024' });
    expect(completionFact({ ...base, expected_completion_date: null })).toBeNull();
  });
  it('labels and ranges', () => {
    expect(projectTypeLabel('residential_plot')).toBe('Residential Plot');
    expect(bhkRange(2, 2)).toBe('2 BHK');
    expect(bhkRange(null, null)).toBeNull();
    expect(priceRange(5000000, null)).toBe('₹ 50 Lac');
    expect(projectAmenities({ project_amenities: [{ name: 'Gym', status: true }, { name: 'Pool', status: false }, { bad: 1 }] }))
      .toEqual([{ name: 'Gym', ready: true }, { name: 'Pool', ready: false }]);
  });
});

describe('formatters', () => {
  it('areas, floors, posted text', () => {
    expect(areaText(1, 'acre')).toBe('1 acre');
    expect(areaText(null)).toBeNull();
    expect(floorText(null, 4)).toBe('4 floors in total');
    expect(floorText(11, null)).toBe('11th');
    const now = Date.parse('2025-06-10T12:00:00Z');
    expect(postedText('2025-06-10T08:00:00Z', now)).toBe('Posted today');
    expect(postedText('2025-06-05T08:00:00Z', now)).toBe('Posted 5 days ago');
    expect(postedText('2025-01-05T08:00:00Z', now)).toMatch(/^Posted on 5 Jan 2025$/);
  });
});
