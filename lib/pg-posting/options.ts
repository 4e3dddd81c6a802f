// What a PG seeker on NoBroker or Housing.com filters and reads: SPEC §3's genders
// and room types, plus food, amenities and house rules (issue 10).

export const PG_GENDERS = [
  { value: 'Male', label: 'Boys / Men' },
  { value: 'Female', label: 'Girls / Women' },
  { value: 'Both', label: 'Anyone (co-living)' },
] as const;

export const PG_ROOM_TYPES = [
  { value: '1_sharing', label: 'Single Room' },
  { value: '2_sharing', label: 'Double Sharing' },
  { value: '3_sharing', label: 'Triple Sharing' },
  { value: '4_sharing', label: 'Four Sharing' },
  { value: 'other', label: 'Other' },
] as const;
export type PgRoomType = (typeof PG_ROOM_TYPES)[number]['value'];

export const roomTypeLabel = (v: string) => PG_ROOM_TYPES.find((r) => r.value === v)?.label ?? v;

export const PG_FOOD_TYPES = [
  { value: 'veg', label: 'Veg only' },
  { value: 'non_veg', label: 'Veg and non-veg' },
] as const;

export const PG_MEALS = [
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'lunch', label: 'Lunch' },
  { value: 'dinner', label: 'Dinner' },
] as const;

// The seed's amenity names are the same words, so seeded and posted PGs read alike.
export const PG_AMENITIES = [
  'WiFi', 'AC', 'Laundry', 'Housekeeping', 'Power Backup', 'CCTV', 'Geyser', 'Attached Bathroom',
  'TV', 'Fridge', 'Two-wheeler Parking', 'RO Water', 'Study Table', 'Wardrobe', 'Lift', 'Gym',
] as const;

/** Rents and deposits per bed per month: a wider band than the search's 2,000-20,000 (SPEC §9). */
export const PG_RENT_MIN = 1000;
export const PG_RENT_MAX = 100000;
export const NOTICE_MAX_DAYS = 180;
