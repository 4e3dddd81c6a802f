import { ONE_PAGE_PDF } from './pdf-fixture';
// A valid apartment project body (lib/projects/schemas.ts) in Vijayanagar, Mysuru,
// with two configurations and a Karnataka RERA number. Tests override what they straddle.
export const KA_RERA = 'PRM/KA/RERA/1251/309/PR/171014/000287';

export function validProjectBody(o: Record<string, unknown> = {}) {
  return {
    project_type: 'apartment',
    no_of_units: '120',
    status_of_projects_construction: 'foundation',
    project_lunched_on: '2025-06-01',
    expected_completed_date: '2028-12-31',
    project_details: { name: 'Kaveri Heights', address: 'Hunsur Road, Vijayanagar 4th Stage' },
    g_location: { city: 'Mysuru', area: 'Vijayanagar', state: 'Karnataka' },
    configurations: [
      { label: '2 BHK', bedrooms: 2, area_unit: 'sqft', area_min: 1050, area_max: 1180, price_min: 5_200_000, price_max: 5_900_000 },
      { label: '3 BHK', bedrooms: 3, area_unit: 'sqft', area_min: 1450, area_max: 1620, price_min: 7_400_000, price_max: 8_300_000 },
    ],
    project_features: { gated_colony: true, amenities: [{ name: 'Club House', status: true }, { name: 'Gym', status: true }] },
    common_features: { total_floor: 12 },
    rera: { number: KA_RERA, state: 'Karnataka' },
    description: 'Twelve-floor gated apartments on Hunsur Road with a club house, gym and covered parking.',
    photo_ids: [],
    ...o,
  };
}

/** A minimal valid PDF. */
export const PDF_BYTES = ONE_PAGE_PDF;
