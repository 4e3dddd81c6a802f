// Key facts of a PG and of a project, plus the PG rooms table rows. Pure.
import { FURNISHING, PROJECT_STATUS, PROJECT_TYPES, STATUS, TRANSACTION, labelOf } from '@/lib/enums';
import { roomTypeLabel } from '@/lib/pg-posting/options';
import { count, dateText, facts, money, n, yesNo, type Fact } from './detail-format';

type Row = Record<string, unknown>;

const GENDER: Record<string, string> = { Male: 'Boys (male)', Female: 'Girls (female)', Both: 'Boys and girls' };

/** Texts in English, and the figures they were written from (for the page in another language). */
export type RoomRow = { type: string; rent: string; beds: string; full: boolean; roomType: string; rentValue: number | null; free: number; total: number | null };

/** One row per room type: label, rent a month, beds free of total. */
export function pgRoomRows(rooms: Row[]): RoomRow[] {
  return rooms.map((r) => {
    const free = n(r.available_beds) ?? 0;
    const total = n(r.total_beds);
    return {
      type: roomTypeLabel(String(r.room_type ?? '')),
      rent: money(r.rent, true) ?? '—',
      beds: total === null ? count(free) : `${count(free)} of ${count(total)}`,
      full: free === 0,
      roomType: String(r.room_type ?? ''), rentValue: n(r.rent), free, total,
    };
  });
}

export function pgFacts(detail: Row, rooms: Row[]): Fact[] {
  const free = rooms.reduce((sum, r) => sum + (n(r.available_beds) ?? 0), 0);
  const types = Array.isArray(detail.room_types) ? (detail.room_types as string[]).map(roomTypeLabel).join(', ') : null;
  return facts([
    ['Suitable for', GENDER[String(detail.gender)] ?? null],
    ['Food', typeof detail.food_included === 'boolean' ? (detail.food_included ? 'Included' : 'Not included') : null],
    ['Room types', types],
    ['Rent from', money(detail.min_rent, true)],
    ['Security deposit', money(detail.deposit)],
    ['Beds available', rooms.length ? count(free) : null],
  ]);
}

/** SPEC §5: the second project date reads 'Project Completed On' once completed. */
export function completionFact(detail: Row): Fact | null {
  const done = detail.stage === 'completed';
  const value = dateText(done ? detail.completed_on ?? detail.expected_completion_date : detail.expected_completion_date);
  return value ? { label: done ? 'Project Completed On' : 'Expected Completion Date', value } : null;
}

/** "1–3 BHK", "2 BHK", or null. */
export function bhkRange(min: unknown, max: unknown): string | null {
  const lo = n(min);
  const hi = n(max);
  if (lo === null && hi === null) return null;
  if (lo === null || hi === null || lo === hi) return `${lo ?? hi} BHK`;
  return `${lo}–${hi} BHK`;
}

/** "₹ 74.2 Lac – ₹ 3.95 Cr", one price, or null. */
export function priceRange(min: unknown, max: unknown): string | null {
  const lo = money(min);
  const hi = money(max);
  if (!lo || !hi || lo === hi) return lo ?? hi;
  return `${lo} – ${hi}`;
}

// The schema stores residential plots as 'residential_plot'; the spec's form value is 'residential'.
export const projectTypeLabel = (v: string) => labelOf(PROJECT_TYPES, v === 'residential_plot' ? 'residential' : v);

export function projectFacts(detail: Row): Fact[] {
  const units = n(detail.no_of_units);
  const done = completionFact(detail);
  const rows: [string, string | null][] = [
    ['Project type', typeof detail.project_type === 'string' ? projectTypeLabel(detail.project_type) : null],
    ['Configurations', bhkRange(detail.bedrooms_min, detail.bedrooms_max)],
    ['Price range', priceRange(detail.price_min, detail.price_max)],
    ['Units', units === null ? null : count(units)],
    ['Stage', typeof detail.stage === 'string' ? labelOf(PROJECT_STATUS, detail.stage) : null],
    ['Project Launched On', dateText(detail.launched_on)],
  ];
  if (done) rows.push([done.label, done.value]);
  rows.push(
    ['Floors allowed', n(detail.floors_allowed) === null ? null : count(n(detail.floors_allowed)!)],
    ['Total floors', n(detail.total_floors) === null ? null : count(n(detail.total_floors)!)],
    ['Gated colony', yesNo(detail.gated_colony)],
    ['Boundary wall', yesNo(detail.boundary_wall_made)],
    ['Open sides', n(detail.no_of_open_sides) === null ? null : count(n(detail.no_of_open_sides)!)],
    ['Furnishing', typeof detail.furnishing === 'string' ? labelOf(FURNISHING, detail.furnishing) : null],
    ['Construction status', typeof detail.construction_status === 'string' ? labelOf(STATUS, detail.construction_status) : null],
    ['Transaction', typeof detail.transaction === 'string' ? labelOf(TRANSACTION, detail.transaction) : null],
  );
  return facts(rows);
}

/** Project amenities {name, status}: status true = ready, false = planned. */
export function projectAmenities(detail: Row): { name: string; ready: boolean }[] {
  const list = Array.isArray(detail.project_amenities) ? detail.project_amenities : [];
  return list
    .filter((a): a is { name: string; status?: unknown } => !!a && typeof (a as Row).name === 'string')
    .map((a) => ({ name: a.name, ready: a.status === true }));
}
