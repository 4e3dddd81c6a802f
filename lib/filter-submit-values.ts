import { PG_GENDERS, PG_ROOM_TYPES, valuesOf, type PgGender, type PgRoomType } from '@/lib/enums';

// SPEC §5 "Filter form": what an empty or 'all' choice submits. Kept apart from
// the filter form's yup schema (lib/validation/filter.ts, which re-exports
// these) because every search page builds its API body with them, and yup
// need not load for that.

const ONE_TO = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

/** Empty bedrooms submit 1-5; a plot-only type choice submits none (plots have no rooms). */
export function bedroomsForSubmit(bedrooms: readonly string[], propTypes: readonly string[]): string[] {
  if (propTypes.length > 0 && propTypes.every((t) => t === 'plot')) return [];
  const picked = bedrooms.filter((b) => b !== 'all');
  return picked.length ? picked : ONE_TO(5);
}

/** 'all' (or nothing) means 1-9 bathrooms. */
export function bathroomsForSubmit(bathrooms: readonly string[]): string[] {
  const picked = bathrooms.filter((b) => b !== 'all');
  return picked.length ? picked : ONE_TO(9);
}

export function pgGendersForSubmit(genders: readonly string[]): string[] {
  return genders.length ? [...genders] : valuesOf(PG_GENDERS) as PgGender[];
}

export function pgRoomTypesForSubmit(rooms: readonly string[]): string[] {
  return rooms.length ? [...rooms] : valuesOf(PG_ROOM_TYPES) as PgRoomType[];
}
