import type { PostingCategory } from './categories';

// The amenity and feature catalogue (GET /property/feature-status/list). The
// names are what listings store and search filters match, so they are the same
// strings the demo data already uses.

export const HOME_AMENITIES = [
  'Lift', 'Power Backup', 'Car Parking', '24x7 Security', 'CCTV', 'Gym', 'Swimming Pool', 'Club House',
  "Children's Play Area", 'Garden', 'Intercom', 'Rain Water Harvesting', 'Piped Gas', 'Visitor Parking',
  'Fire Safety', 'Jogging Track', '24x7 Water Supply', 'Maintenance Staff', 'Indoor Games', 'Community Hall',
] as const;

export const COMMERCIAL_AMENITIES = [
  'Power Backup', 'Lift', 'Car Parking', '24x7 Security', 'CCTV', 'Fire Safety', 'Cafeteria',
  'Conference Room', 'Central AC', 'Visitor Parking', 'Service Lift', 'Wide Approach Road',
] as const;

export const PLOT_AMENITIES = [
  'Gated Community', '24x7 Security', 'Water Connection', 'Electricity Connection', 'Wide Approach Road',
] as const;

export const FARM_AMENITIES = [
  'Borewell', 'Drip Irrigation', 'Compound Wall', 'Farm Pond', 'Caretaker Room', 'Solar Pump',
] as const;

export type AmenitySet = 'home' | 'commercial' | 'plot' | 'farm';
export const AMENITY_SETS: Record<AmenitySet, readonly string[]> = {
  home: HOME_AMENITIES,
  commercial: COMMERCIAL_AMENITIES,
  plot: PLOT_AMENITIES,
  farm: FARM_AMENITIES,
};

export function amenitySetOf(c: Pick<PostingCategory, 'group' | 'category'>): AmenitySet {
  if (c.group === 'agriculture') return 'farm';
  if (c.category === 'plot' || c.category === 'commercial_plot' || c.category === 'industrial_plot') return 'plot';
  return c.group === 'commercial' ? 'commercial' : 'home';
}

export function amenitiesOf(c: Pick<PostingCategory, 'group' | 'category'>): readonly string[] {
  return AMENITY_SETS[amenitySetOf(c)];
}
