import 'server-only';
import type { PgBody } from '@/lib/pg-posting/schemas';
import type { NewPg, Pg } from '../../platform/db/schema';
import type { Place } from '../posting/store';

// Rows <-> the PG body (lib/pg-posting/schemas.ts). min_rent and room_types are
// derived from the rooms on every write: PG search filters and sorts on them, so
// a changed rent moves the PG in search in the same transaction.

type Room = { roomType: string; rent: number; deposit: number | null; totalBeds: number; availableBeds: number };

export function toPgRows(body: PgBody, place: Place): { pg: Omit<NewPg, 'userId' | 'postedBy'>; rooms: Room[] } {
  const rooms = body.rooms.map((r) => ({
    roomType: r.room_type, rent: r.rent, deposit: r.deposit ?? null, totalBeds: r.total_beds, availableBeds: r.available_beds,
  }));
  const deposits = rooms.map((r) => r.deposit).filter((d): d is number => d !== null);
  const meals = body.food.meals ?? [];
  return {
    pg: {
      name: body.pg_name, gender: body.gender, description: body.description, address: body.property_details.address,
      propertyName: body.property_details.name ?? null, ...place, postCode: body.g_location.postCode ?? null,
      roomTypes: [...rooms.map((r) => r.roomType)].sort(),
      minRent: Math.min(...rooms.map((r) => r.rent)),
      deposit: deposits.length ? Math.min(...deposits) : null,
      foodIncluded: meals.length > 0,
      foodType: meals.length ? body.food.food_type ?? null : null,
      meals,
      amenities: body.amenities ?? [],
      rules: ruleTexts(body.rules),
      gateClosingTime: body.rules.gate_closing_time ?? null,
      visitorsAllowed: body.rules.visitors_allowed,
      smokingAllowed: body.rules.smoking_allowed,
      drinkingAllowed: body.rules.drinking_allowed,
      noticePeriodDays: body.rules.notice_period_days,
      availableFrom: body.available_from,
    },
    rooms,
  };
}

const time12 = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** The readable rules the seeded PGs carry in `rules` (cards and detail page read these). */
export function ruleTexts(r: PgBody['rules']): string[] {
  return [
    r.gate_closing_time ? `Gate closes at ${time12(r.gate_closing_time)}` : 'No gate closing time',
    r.visitors_allowed ? 'Visitors allowed' : 'Visitors not allowed in rooms',
    r.smoking_allowed ? 'Smoking allowed' : 'No smoking',
    r.drinking_allowed ? 'Drinking allowed' : 'No alcohol',
    `Notice period ${r.notice_period_days} days`,
  ];
}

export function toPgBody(row: Pg, rooms: (Room & { id?: number })[], photos: { id: number | null; url: string }[]) {
  return {
    pg_id: row.id,
    pg_name: row.name,
    gender: row.gender,
    property_details: { name: row.propertyName ?? undefined, address: row.address ?? '' },
    g_location: { city: row.city, area: row.locality, locality_id: row.localityId ?? undefined, lat: row.lat ?? undefined,
      lng: row.lng ?? undefined, postCode: row.postCode ?? undefined },
    rooms: rooms.map((r) => ({ room_type: r.roomType, rent: r.rent, deposit: r.deposit ?? undefined, total_beds: r.totalBeds, available_beds: r.availableBeds })),
    food: { meals: row.meals, food_type: row.foodType ?? undefined },
    rules: {
      gate_closing_time: row.gateClosingTime ?? undefined, visitors_allowed: row.visitorsAllowed ?? false,
      smoking_allowed: row.smokingAllowed ?? false, drinking_allowed: row.drinkingAllowed ?? false,
      notice_period_days: row.noticePeriodDays ?? 0,
    },
    available_from: row.availableFrom ?? '',
    description: row.description ?? '',
    amenities: row.amenities,
    photo_ids: photos.map((p) => p.id).filter((id): id is number => id !== null),
    photos,
  };
}
