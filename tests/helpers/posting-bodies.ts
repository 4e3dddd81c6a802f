import { categoryOf, type CategoryValue, type PostingType } from '@/lib/posting/categories';
import { amenitiesOf } from '@/lib/posting/amenities';

// A realistic, valid create body for any category: the facts a Mysuru poster
// would fill in. Tests mutate copies of it to break one field at a time.

const HOME = {
  bedrooms: 2, bathrooms: 2, balconies: 1, super_area: 1150, carpet_area: 900, floor_no: 3, total_floors: 6,
  facing: 'east', furnishing: 'semi_furnished', furnishing_items: ['wardrobe', 'geyser'],
  construction_status: 'ready_to_move', age_of_property: '1_5', covered_parking: 1, open_parking: 0, gated_community: true,
};
const SALE = { transaction: 'resale', ownership: 'freehold' };
const PLOT = {
  area_unit: 'sqft', plot_area: 1200, plot_length: 30, plot_breadth: 40, open_sides: 2, corner_plot: false,
  boundary_wall: true, road_width_ft: 30, approval_authority: 'MUDA', facing: 'north',
};
const COMMERCIAL = {
  area_unit: 'sqft', super_area: 1400, carpet_area: 1100, floor_no: 2, total_floors: 5, washrooms: 2, pantry: true,
  lift: true, power_backup: true, fire_noc: true, suitable_for: ['office', 'it_ites'], facing: 'east',
  construction_status: 'ready_to_move', age_of_property: '5_10', covered_parking: 2,
};
const AGRI = {
  area_unit: 'acre', plot_area: 2.5, water_source: 'borewell', soil_type: 'red', road_access: true, road_width_ft: 20,
  electricity: true, fencing: true, crops_grown: 'Coconut, areca nut',
};

function details(category: CategoryValue, postType: PostingType): Record<string, unknown> {
  const d = detailsOf(category, postType);
  // A rental is asked its age, never a construction status (that is a sale's question).
  if (postType === 'rent') delete d.construction_status;
  return d;
}

function detailsOf(category: CategoryValue, postType: PostingType): Record<string, unknown> {
  const sale = postType === 'sale' ? SALE : {};
  switch (category) {
    case 'apartment': return { area_unit: 'sqft', ...HOME, ...sale };
    case 'residential': case 'villa': return { area_unit: 'sqft', ...HOME, floor_no: 2, total_floors: 2, plot_area: 1500, ...sale };
    case 'plot': return { ...PLOT, floors_allowed: 3, ...sale };
    case 'commercial_plot': case 'industrial_plot': return { ...PLOT, suitable_for: ['retail'], ...sale };
    case 'office_space': return { ...COMMERCIAL, furnishing: 'furnished', cabins: 3, seats: 20, ...sale };
    case 'commercial_shop': case 'commercial_showroom': return { ...COMMERCIAL, furnishing: 'unfurnished', frontage_ft: 20, ...sale };
    case 'warehouse': case 'industrial_building': case 'industrial_shed':
      return { ...COMMERCIAL, ceiling_height_ft: 24, loading_dock: true, ...sale };
    case 'farm_house': return { ...AGRI, bedrooms: 2, bathrooms: 2, built_up_area: 1500, furnishing: 'unfurnished', ...(postType === 'sale' ? { ownership: 'freehold' } : {}) };
    case 'land': return { ...AGRI, ...(postType === 'sale' ? { ownership: 'freehold' } : {}) };
  }
}

export function validBody(category: CategoryValue, postType: PostingType, price?: number) {
  const c = categoryOf(category)!;
  const rent = postType === 'rent';
  const homes = c.group === 'residential' && category !== 'plot';
  return {
    post_type: postType,
    property_details: { name: 'Sri Lakshmi Residency', address: '12, 4th Cross, Kalidasa Road' },
    g_location: { city: 'Mysuru', area: 'Vijayanagar', lat: 12.33, lng: 76.62, postCode: '570017', state: 'Karnataka' },
    details: details(category, postType),
    pricing: {
      price: price ?? (rent ? 18_000 : 6_500_000), negotiable: true, maintenance: rent ? 1_500 : undefined,
      ...(rent ? { security_deposit: 100_000, available_from: '2026-12-01', lock_in_months: 11 } : {}),
      ...(rent && homes ? { preferred_tenants: ['family'], pets_allowed: false } : {}),
    },
    description: 'Well kept property close to the main road, schools and the market. Owner lives nearby.',
    amenities: amenitiesOf(c).slice(0, 3),
    photo_ids: [] as number[],
  };
}
