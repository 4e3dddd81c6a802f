import { ALL_BEDROOMS, LANDING_CITY, SALE_BUDGET } from './constants';
import { withBrand } from './format';
import type { AgricultureEntry } from './types';

// SPEC §2 names two agriculture slugs, ash and asl: read as "agriculture sale
// house" (farm houses) and "agriculture sale land", both for sale, which is how
// farm property around Mysuru changes hands. The short slugs are the spec's (no -rd).

export const AGRICULTURE_LANDINGS: AgricultureEntry[] = [
  {
    url: 'ash',
    metaTitle: withBrand('Farm Houses for Sale in Mysore'),
    metaDescription: 'Farm houses for sale around Mysore (Mysuru): weekend homes and working farms, ' +
      'with price, acreage and road access. Contact owners and agents directly.',
    prop_type: ['farm_house'],
    city: LANDING_CITY,
    locality: [],
    budgetValue: SALE_BUDGET,
    post_type: 'sell',
    bedroom: ALL_BEDROOMS,
  },
  {
    url: 'asl',
    metaTitle: withBrand('Agricultural Land for Sale in Mysore'),
    metaDescription: 'Agricultural land for sale around Mysore (Mysuru) by the acre: farm land and plantations, ' +
      'with price, water and road access. Contact owners and agents directly.',
    prop_type: ['land'],
    city: LANDING_CITY,
    locality: [],
    budgetValue: SALE_BUDGET,
    post_type: 'sell',
    // Land has no bedrooms.
    bedroom: [],
  },
];
