import 'server-only';
import { listingCategory } from '../db/schema';

// What the demo market looks like: which categories exist in which group,
// how often each is posted, and each city's price level against Bengaluru.

export type Category = (typeof listingCategory.enumValues)[number];
export type Group = 'residential' | 'commercial' | 'agriculture';
export type PostType = 'sale' | 'rent';

export const CATEGORIES = listingCategory.enumValues;

export const GROUP_OF: Record<Category, Group> = {
  apartment: 'residential', residential: 'residential', villa: 'residential', plot: 'residential',
  office_space: 'commercial', commercial_shop: 'commercial', commercial_showroom: 'commercial',
  warehouse: 'commercial', industrial_building: 'commercial', industrial_shed: 'commercial',
  commercial_plot: 'commercial', industrial_plot: 'commercial',
  farm_house: 'agriculture', land: 'agriculture',
};

/** Words used in titles ("2 BHK Flat for Rent in Gokulam"). */
export const TITLE_WORD: Record<Category, string> = {
  apartment: 'Flat', residential: 'Independent House', villa: 'Villa', plot: 'Residential Plot',
  office_space: 'Office Space', commercial_shop: 'Shop', commercial_showroom: 'Showroom',
  warehouse: 'Warehouse', industrial_building: 'Industrial Building', industrial_shed: 'Industrial Shed',
  commercial_plot: 'Commercial Plot', industrial_plot: 'Industrial Plot',
  farm_house: 'Farm House', land: 'Agricultural Land',
};

/** Relative share of all listings. */
export const CATEGORY_WEIGHT: Record<Category, number> = {
  apartment: 30, residential: 14, villa: 6, plot: 10,
  office_space: 6, commercial_shop: 6, commercial_showroom: 3, warehouse: 3,
  industrial_building: 2, industrial_shed: 2, commercial_plot: 3, industrial_plot: 2,
  farm_house: 4, land: 9,
};

/** Share offered for rent. Residential plots are sale only (SPEC: residential-plot/sale). */
export const RENT_SHARE: Record<Category, number> = {
  apartment: 0.5, residential: 0.5, villa: 0.35, plot: 0,
  office_space: 0.65, commercial_shop: 0.55, commercial_showroom: 0.55, warehouse: 0.65,
  industrial_building: 0.5, industrial_shed: 0.6, commercial_plot: 0.15, industrial_plot: 0.15,
  farm_house: 0.3, land: 0.2,
};

/** Categories priced per bedroom count; the rest have no bedrooms. */
export const HAS_BEDROOMS = new Set<Category>(['apartment', 'residential', 'villa', 'farm_house']);
/** Plot-like categories: only land, no building. */
export const IS_PLOT = new Set<Category>(['plot', 'commercial_plot', 'industrial_plot', 'land']);

/** Bengaluru, Mysuru and Hyderabad get more listings (the product's home market). */
export const CITY_WEIGHT: Record<string, number> = {
  Bengaluru: 24, Mysuru: 16, Hyderabad: 14, Chennai: 9, Mumbai: 9, Pune: 8,
  'New Delhi': 6, Visakhapatnam: 5, Ahmedabad: 5, Gurgaon: 4,
};

/** Price level against Bengaluru (1.0). */
export const CITY_FACTOR: Record<string, number> = {
  Mumbai: 1.7, 'New Delhi': 1.35, Gurgaon: 1.2, Bengaluru: 1, Pune: 0.9, Hyderabad: 0.9,
  Chennai: 0.9, Ahmedabad: 0.7, Visakhapatnam: 0.65, Mysuru: 0.6,
};

export const AMENITIES = [
  'Lift', 'Power Backup', 'Car Parking', '24x7 Security', 'CCTV', 'Gym', 'Swimming Pool', 'Club House',
  "Children's Play Area", 'Garden', 'Intercom', 'Rain Water Harvesting', 'Piped Gas', 'Visitor Parking',
  'Fire Safety', 'Jogging Track', '24x7 Water Supply', 'Maintenance Staff', 'Indoor Games', 'Community Hall',
];

export const COMMERCIAL_AMENITIES = [
  'Power Backup', 'Lift', 'Car Parking', '24x7 Security', 'CCTV', 'Fire Safety', 'Cafeteria',
  'Conference Room', 'Central AC', 'Visitor Parking', 'Service Lift', 'Wide Approach Road',
];

export const FARM_AMENITIES = ['Borewell', 'Drip Irrigation', 'Compound Wall', 'Farm Pond', 'Caretaker Room', 'Solar Pump'];
