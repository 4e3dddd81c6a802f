import { describe, expect, it } from 'vitest';
import {
  BEDROOMS, FACING, groupOf, labelOf, PG_ROOM_TYPES, POSTED_SINCE, PROJECT_STATUS, RESIDENTIAL_TYPES, SEARCH_TYPES,
  STATUS_FILTER, TRANSACTION_FILTER, valuesOf, PG_GENDERS, COMMERCIAL_TYPES, AGRICULTURE_TYPES, PROJECT_TYPES,
} from '@/lib/enums';

describe('SPEC §3 enumerations', () => {
  it('keeps spec values and labels', () => {
    expect(valuesOf(FACING)).toHaveLength(8);
    expect(labelOf(RESIDENTIAL_TYPES, 'apartment')).toBe('Flat/Apartment');
    expect(labelOf(RESIDENTIAL_TYPES, 'villa')).toBe('Villa/Bungalow');
    expect(labelOf(RESIDENTIAL_TYPES, 'residential')).toBe('Residential House');
    expect(labelOf(RESIDENTIAL_TYPES, 'plot')).toBe('Plot/Land');
    expect(SEARCH_TYPES.map((o) => o.label)).toEqual(['Buy', 'Rent', 'PGs']);
    expect(BEDROOMS.map((o) => o.label)).toEqual(['All', '1 BHK', '2 BHK', '3 BHK', '4 BHK', '5 BHK']);
    expect(valuesOf(PG_GENDERS)).toEqual(['Male', 'Female', 'Both']);
    expect(labelOf(PG_ROOM_TYPES, '1_sharing')).toBe('Single Room');
    expect(labelOf(PG_ROOM_TYPES, '2_sharing')).toBe('Double Sharing');
    expect(valuesOf(POSTED_SINCE)).toEqual(['today', 'yesterday', 'thisWeek', 'thisMonth', 'all']);
    expect(valuesOf(STATUS_FILTER)).toEqual(['any', 'under_construction', 'ready_to_move']);
    expect(valuesOf(TRANSACTION_FILTER)).toEqual(['any', 'new', 'resale']);
    expect(valuesOf(PROJECT_TYPES)).toEqual(['apartment', 'villa', 'residential']);
    expect(valuesOf(PROJECT_STATUS)).toEqual([
      'launched', 'escalation', 'foundation', 'structure_implementation', 'mechanical_electrical_plumbing',
      'insulation_waterproofing', 'completed',
    ]);
    expect(valuesOf(COMMERCIAL_TYPES)).toHaveLength(8);
    expect(valuesOf(AGRICULTURE_TYPES)).toEqual(['farm_house', 'land']);
    expect(labelOf(FACING, 'unknown_value')).toBe('unknown_value');
  });

  it('groupOf maps each type to its group', () => {
    expect(groupOf('villa')).toBe('residential');
    expect(groupOf('plot')).toBe('residential');
    expect(groupOf('warehouse')).toBe('commercial');
    expect(groupOf('industrial_plot')).toBe('commercial');
    expect(groupOf('land')).toBe('agriculture');
    expect(groupOf('castle')).toBeUndefined();
  });
});
