import type { Option } from '@/lib/enums';

// Choice lists of the posting forms that SPEC §3 does not already enumerate
// (facing, furnishing, status and transaction come from lib/enums). Values are
// what the API carries; labels are what 99acres / MagicBricks posters see.

export const OWNERSHIP = [
  { value: 'freehold', label: 'Freehold' },
  { value: 'leasehold', label: 'Leasehold' },
  { value: 'co_operative_society', label: 'Co-operative Society' },
  { value: 'power_of_attorney', label: 'Power of Attorney' },
] as const satisfies readonly Option[];

export const PROPERTY_AGE = [
  { value: '0_1', label: '0-1 years' },
  { value: '1_5', label: '1-5 years' },
  { value: '5_10', label: '5-10 years' },
  { value: '10_plus', label: '10+ years' },
] as const satisfies readonly Option[];

export const PREFERRED_TENANTS = [
  { value: 'family', label: 'Family' },
  { value: 'bachelors', label: 'Bachelors' },
  { value: 'company_lease', label: 'Company Lease' },
] as const satisfies readonly Option[];

export const FURNISHING_ITEMS = [
  { value: 'ac', label: 'AC' },
  { value: 'tv', label: 'TV' },
  { value: 'fridge', label: 'Fridge' },
  { value: 'washing_machine', label: 'Washing Machine' },
  { value: 'wardrobe', label: 'Wardrobe' },
  { value: 'bed', label: 'Bed' },
  { value: 'sofa', label: 'Sofa' },
  { value: 'dining_table', label: 'Dining Table' },
  { value: 'geyser', label: 'Geyser' },
  { value: 'modular_kitchen', label: 'Modular Kitchen' },
  { value: 'microwave', label: 'Microwave' },
  { value: 'water_purifier', label: 'Water Purifier' },
  { value: 'fans', label: 'Fans' },
  { value: 'lights', label: 'Lights' },
  { value: 'curtains', label: 'Curtains' },
] as const satisfies readonly Option[];

export const SUITABLE_FOR = [
  { value: 'office', label: 'Office' },
  { value: 'retail', label: 'Retail' },
  { value: 'bank', label: 'Bank' },
  { value: 'clinic', label: 'Clinic' },
  { value: 'restaurant', label: 'Restaurant / Cafe' },
  { value: 'showroom', label: 'Showroom' },
  { value: 'it_ites', label: 'IT / ITES' },
  { value: 'coaching', label: 'Coaching Centre' },
  { value: 'salon', label: 'Salon / Spa' },
  { value: 'atm', label: 'ATM' },
  { value: 'warehouse', label: 'Warehouse / Godown' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const WATER_SOURCE = [
  { value: 'borewell', label: 'Borewell' },
  { value: 'open_well', label: 'Open Well' },
  { value: 'canal', label: 'Canal' },
  { value: 'river', label: 'River / Stream' },
  { value: 'lake', label: 'Lake / Tank' },
  { value: 'rain_fed', label: 'Rain-fed only' },
] as const satisfies readonly Option[];

export const SOIL_TYPE = [
  { value: 'red', label: 'Red soil' },
  { value: 'black', label: 'Black cotton soil' },
  { value: 'alluvial', label: 'Alluvial soil' },
  { value: 'laterite', label: 'Laterite soil' },
  { value: 'sandy_loam', label: 'Sandy loam' },
  { value: 'clay', label: 'Clay' },
] as const satisfies readonly Option[];

/** Common plan-approving bodies; the field is free text so any authority can be typed. */
export const APPROVAL_AUTHORITIES = [
  'BDA', 'BBMP', 'BMRDA', 'BIAAPA', 'MUDA', 'DTCP', 'CMDA', 'HMDA', 'GHMC', 'MMRDA', 'PMRDA', 'PMC',
  'DDA', 'HUDA', 'GMADA', 'YEIDA', 'Gram Panchayat',
] as const;
