// Area units Indian property forms offer, with their size in square feet.
// Listings keep the poster's raw value and unit (shown back to visitors) plus a
// square-foot figure that search filters and sorts on. Farm land is the one
// exception the search already knows: its plot area is searched in acres.
//
// bigha and biswa differ from state to state (a bigha is 14,400 sq ft in West
// Bengal and Assam, 17,424 in Gujarat, 27,000 in Uttar Pradesh, 27,225 in
// Rajasthan). We take the Uttar Pradesh / Bihar figure, 27,000 sq ft, the one
// most North Indian listings that use bigha mean, and a biswa as 1/20 of it
// (1,350 sq ft). A poster elsewhere can pick acres or guntha instead.
import { formatMeasure } from '@/lib/format/counts';

export const AREA_UNITS = [
  { value: 'sqft', label: 'sq.ft', sqft: 1 },
  { value: 'sqyd', label: 'sq.yd', sqft: 9 },
  { value: 'sqm', label: 'sq.m', sqft: 10.7639 },
  { value: 'acre', label: 'acre', sqft: 43_560 },
  { value: 'cent', label: 'cent', sqft: 435.6 },
  { value: 'guntha', label: 'guntha', sqft: 1_089 },
  { value: 'ground', label: 'ground', sqft: 2_400 },
  { value: 'hectare', label: 'hectare', sqft: 107_639 },
  { value: 'bigha', label: 'bigha', sqft: 27_000 },
  { value: 'biswa', label: 'biswa', sqft: 1_350 },
] as const;

export type AreaUnit = (typeof AREA_UNITS)[number]['value'];
export const AREA_UNIT_VALUES = AREA_UNITS.map((u) => u.value) as AreaUnit[];

/** Units offered for built-up spaces (flats, offices): land units make no sense there. */
export const BUILT_AREA_UNITS: AreaUnit[] = ['sqft', 'sqyd', 'sqm'];

export function isAreaUnit(v: unknown): v is AreaUnit {
  return typeof v === 'string' && (AREA_UNIT_VALUES as string[]).includes(v);
}

export function sqftPer(unit: AreaUnit): number {
  return AREA_UNITS.find((u) => u.value === unit)!.sqft;
}

/** Raw value in `unit` -> square feet (two decimals, so acres of land stay exact enough). */
export function toSqft(value: number, unit: AreaUnit): number {
  return Math.round(value * sqftPer(unit) * 100) / 100;
}

/** Square feet -> `unit`. */
export function fromSqft(sqft: number, unit: AreaUnit): number {
  return sqft / sqftPer(unit);
}

export function toAcres(value: number, unit: AreaUnit): number {
  return Math.round((toSqft(value, unit) / 43_560) * 10_000) / 10_000;
}

export function areaUnitLabel(unit: string): string {
  return AREA_UNITS.find((u) => u.value === unit)?.label ?? unit;
}

/** "2.5 acre", "1,200 sq.ft": the poster's own figure in the poster's own unit. */
export function formatArea(value: number, unit: string): string {
  return `${formatMeasure(value)} ${areaUnitLabel(unit)}`;
}
