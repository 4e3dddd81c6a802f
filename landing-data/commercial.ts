import { LANDING_CITY, RENT_BUDGET } from './constants';
import { withBrand } from './format';
import type { CommercialEntry } from './types';

// SPEC §2 names two commercial slugs, cmo and cms, and nothing more. Read here
// as "commercial Mysore office" and "commercial Mysore shop", both to rent:
// businesses in Mysuru mostly lease offices and shops, so the rent pages are
// the ones people look for. The short slugs are the spec's (no -rd).

export const COMMERCIAL_LANDINGS: CommercialEntry[] = [
  {
    url: 'cmo',
    metaTitle: withBrand('Office Space for Rent in Mysore'),
    metaDescription: 'Office space for rent in Mysore (Mysuru): furnished offices, co-working and IT space, ' +
      'with rent, area and parking. Contact owners and agents directly.',
    prop_type: ['office_space'],
    city: LANDING_CITY,
    locality: [],
    budgetValue: RENT_BUDGET,
    post_type: 'rent',
  },
  {
    url: 'cms',
    metaTitle: withBrand('Shops for Rent in Mysore'),
    metaDescription: 'Commercial shops for rent in Mysore (Mysuru): high-street, market and mall shops, ' +
      'with rent, area and frontage. Contact owners and agents directly.',
    prop_type: ['commercial_shop'],
    city: LANDING_CITY,
    locality: [],
    budgetValue: RENT_BUDGET,
    post_type: 'rent',
  },
];
