// What a PG seeker on NoBroker or Housing.com filters and reads: SPEC §3's genders
// and room types, plus food, amenities and house rules.
import { labelOf, PG_ROOM_TYPES } from '@/lib/enums';

export const PG_GENDERS = [
  { value: 'Male', label: 'Boys / Men' },
  { value: 'Female', label: 'Girls / Women' },
  { value: 'Both', label: 'Anyone (co-living)' },
] as const;

// SPEC §3's room types are the search's own (lib/enums): one list, one set of labels.
export { PG_ROOM_TYPES, type PgRoomType } from '@/lib/enums';
export const roomTypeLabel = (v: string) => labelOf(PG_ROOM_TYPES, v);

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
