import { groupOf } from '@/lib/enums';
import { samePropGroup } from '@/lib/search/filters/prop-type';
import type { LocationOption } from '@/services/api/types';

// SPEC §4 "Filter selection rules" and §2 location chips, as pure functions
// so the modal, the sheet and the home search apply them the same way.

/**
 * Toggles a property type. What a pick keeps is the registry's rule (samePropGroup: one group,
 * agriculture keeps one) with the pick's group winning; the pick goes last.
 */
export function togglePropType(current: readonly string[], picked: string): string[] {
  if (current.includes(picked)) return current.filter((t) => t !== picked);
  if (!groupOf(picked)) return [...current];
  return [...samePropGroup([picked, ...current]).slice(1), picked];
}

/** Bedrooms/bathrooms: 'all' deselects the others; any other pick deselects 'all'. */
export function toggleRoom(current: readonly string[], picked: string): string[] {
  if (picked === 'all') return current.includes('all') ? [] : ['all'];
  const rest = current.filter((v) => v !== 'all');
  return rest.includes(picked) ? rest.filter((v) => v !== picked) : [...rest, picked];
}

export const toggleIn = (current: readonly string[], v: string): string[] =>
  current.includes(v) ? current.filter((x) => x !== v) : [...current, v];

const sameLocation = (a: LocationOption, b: LocationOption) =>
  a.value.city === b.value.city && a.value.locality === b.value.locality;

/** A 'top' location (a whole city, no locality) replaces the selection; any other is added once. */
export function addLocation(current: readonly LocationOption[], picked: LocationOption): LocationOption[] {
  if (!picked.value.locality) return [picked];
  return current.some((o) => sameLocation(o, picked)) ? [...current] : [...current, picked];
}

export function removeLocation(current: readonly LocationOption[], gone: LocationOption): LocationOption[] {
  return current.filter((o) => !sameLocation(o, gone));
}

/** Removing the last location clears the city (SPEC §2); otherwise it stays. */
export const cityAfterRemove = (next: readonly LocationOption[], previous: string): string =>
  (next.length ? previous : '');
