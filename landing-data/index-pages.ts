import { withBrand } from './format';
import type { LandingGroup } from './types';

// Copy of the four index pages (/rs, /cs, /as, /pg): link lists of each
// group's landing pages, for crawlers and for people browsing by topic.

export type IndexCopy = { metaTitle: string; metaDescription: string; heading: string; intro: string };

export const INDEX_COPY: Record<LandingGroup, IndexCopy> = {
  residential: {
    metaTitle: withBrand('Property in Mysore: Flats, Houses & Plots to Buy or Rent'),
    metaDescription: 'Browse homes in Mysore (Mysuru) by what you need: 1 to 5 BHK flats and houses for sale or rent, ' +
      'plots by budget and size, independent houses and gated communities.',
    heading: 'Homes and plots in Mysore',
    intro: 'Pick a search to see the latest listings from owners, agents and builders in Mysuru.',
  },
  commercial: {
    metaTitle: withBrand('Commercial Property in Mysore: Offices & Shops for Rent'),
    metaDescription: 'Office space and shops for rent in Mysore (Mysuru), from owners and agents.',
    heading: 'Commercial property in Mysore',
    intro: 'Offices and shops to rent in Mysuru.',
  },
  agriculture: {
    metaTitle: withBrand('Farm Houses & Agricultural Land for Sale in Mysore'),
    metaDescription: 'Farm houses and agricultural land for sale around Mysore (Mysuru), by the acre, from owners and agents.',
    heading: 'Farm houses and agricultural land in Mysore',
    intro: 'Farms and farm land around Mysuru.',
  },
  pg: {
    metaTitle: withBrand('PG in Mysore: Boys & Girls PGs by Rent and Sharing'),
    metaDescription: 'Paying-guest rooms in Mysore (Mysuru) and Vijayanagar for boys and girls: ' +
      'PGs under ₹5,000, ₹7,000, ₹10,000 and ₹15,000 a month, and single, double or triple sharing.',
    heading: 'PG in Mysore',
    intro: 'Find a paying-guest room in Mysuru by who it is for, your budget and how many share a room.',
  },
};
