import type { ResidentialType } from '@/lib/enums';
import {
  ALL_BEDROOMS, ANY_PLOT_AREA, BEDROOMS, lakh, LANDING_CITY, PLOT_AREA_MIN, RENT_BUDGET, SALE_BUDGET,
} from './constants';
import { sqft, withBrand } from './format';
import type { DealType, Range, ResidentialEntry } from './types';

// SPEC §2 "Buy/rent" landing pages for Mysuru. Budgets are SPEC §9's full
// ranges (sale 5-300 lakh, rent 1,000-1,00,000) unless the page is about a
// price; the full range is what the search reads as "any price".

type Page = Pick<ResidentialEntry, 'url' | 'metaTitle' | 'metaDescription'> & Partial<ResidentialEntry>;

const TAIL = 'See photos and prices, and contact owners and agents directly.';
const budgetFor = (deal: DealType) => (deal === 'rent' ? RENT_BUDGET : SALE_BUDGET);

function entry(p: Page & { post_type: DealType }): ResidentialEntry {
  return {
    city: LANDING_CITY,
    locality: [],
    budgetValue: budgetFor(p.post_type),
    prop_type: [],
    bedroom: ALL_BEDROOMS,
    plotAreaValue: ANY_PLOT_AREA,
    ...p,
  };
}

const bhkPages = (['rent', 'sell'] as const).flatMap((deal) =>
  BEDROOMS.map((n) => {
    const words = deal === 'rent' ? 'for Rent' : 'for Sale';
    return entry({
      url: `${n}-bhk-for-${deal === 'rent' ? 'rent' : 'sale'}-in-mysore-rd`,
      metaTitle: withBrand(`${n} BHK Flats & Houses ${words} in Mysore`),
      metaDescription: `${n} BHK flats, houses and villas ${words.toLowerCase()} in Mysore (Mysuru), ` +
        `${deal === 'rent' ? 'furnished and unfurnished' : 'new and resale'}. ${TAIL}`,
      post_type: deal,
      bedroom: [n],
    });
  }));

// "Under N lakh" plot pages: Mysuru plots in the demo data run from about 9 to 180 lakh.
const PLOT_LAKHS = [20, 30, 50] as const;
const plotBudgetPages = PLOT_LAKHS.map((n) => entry({
  url: `plots-in-mysore-under-${n}-lacs-rd`,
  metaTitle: withBrand(`Plots for Sale in Mysore under ₹${n} Lakh`),
  metaDescription: `Residential plots and sites in Mysore (Mysuru) under ₹${n} lakh, in MUDA-approved and private layouts. ${TAIL}`,
  post_type: 'sell',
  prop_type: ['plot'],
  budgetValue: { min: SALE_BUDGET.min, max: lakh(n) },
  bedroom: [],
}));

// Plot sizes as Mysuru buyers say them: width x depth in feet.
const PLOT_SIZES = [{ w: 60, d: 40 }, { w: 30, d: 40 }] as const;
// SPEC §9 gives the top (1200 or 2400 sq ft) and a floor of 100; the floor is
// raised to three quarters of the size: a "30x40" page listing
// 20x30 (600 sq ft) sites contradicts its title.
const plotSizePages = PLOT_SIZES.map(({ w, d }) => {
  const area: Range = { min: Math.max(PLOT_AREA_MIN, (w * d * 3) / 4), max: w * d };
  return entry({
    url: `buy-${w}-${d}-plot-in-mysore-rd`,
    metaTitle: withBrand(`${w}x${d} Plots & Sites for Sale in Mysore`),
    metaDescription: `${w}x${d} sites in Mysore (Mysuru): residential plots up to ${sqft(area.max)} with price and facing. ${TAIL}`,
    post_type: 'sell',
    prop_type: ['plot'],
    bedroom: [],
    plotAreaValue: area,
  });
});

// Independent houses are standalone homes: residential houses and villas/bungalows.
const HOUSE_TYPES: ResidentialType[] = ['residential', 'villa'];
// Gated communities hold flats and villas.
const GATED_TYPES: ResidentialType[] = ['apartment', 'villa'];

const dealPages = (['sell', 'rent'] as const).flatMap((deal) => {
  const word = deal === 'rent' ? 'rent' : 'sale';
  const Word = deal === 'rent' ? 'Rent' : 'Sale';
  return [
    entry({
      url: `independent-house-for-${word}-in-mysore-rd`,
      metaTitle: withBrand(`Independent Houses for ${Word} in Mysore`),
      metaDescription: `Independent houses, bungalows and villas for ${word} in Mysore (Mysuru), 1 to 5 BHK. ${TAIL}`,
      post_type: deal,
      prop_type: HOUSE_TYPES,
    }),
    entry({
      url: `gated-community-for-${word}-in-mysore-rd`,
      metaTitle: withBrand(`Flats & Villas in Gated Communities for ${Word} in Mysore`),
      metaDescription: `Flats and villas for ${word} in gated communities of Mysore (Mysuru), with security and amenities. ${TAIL}`,
      post_type: deal,
      prop_type: GATED_TYPES,
      // Only listings marked gated, not every flat and villa.
      amenities: ['gated_community'],
    }),
  ];
});

export const RESIDENTIAL_LANDINGS: ResidentialEntry[] = [
  entry({
    url: 'properties-in-mysore-rd',
    metaTitle: withBrand('Property for Sale in Mysore: Flats, Houses, Villas & Plots'),
    metaDescription: `Flats, independent houses, villas and plots for sale in Mysore (Mysuru), new and resale. ${TAIL}`,
    post_type: 'sell',
  }),
  entry({
    url: 'rent-house-in-mysore-rd',
    metaTitle: withBrand('House for Rent in Mysore: Flats, Houses & Villas'),
    metaDescription: `Houses, flats and villas for rent in Mysore (Mysuru) for families and bachelors. ${TAIL}`,
    post_type: 'rent',
  }),
  ...bhkPages,
  ...plotBudgetPages,
  ...plotSizePages,
  ...dealPages,
];
