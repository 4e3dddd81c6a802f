import type { LocationOption } from '../../location-option';
import { FILTERS, filterOf, type FilterName } from '.';
import type { AnyFilter, PlaceRules, PlacesChoice, ToggleRule } from './types';

// What a tick or a place pick does in a filter form, from the registry's controls
// (FilterControl.toggle, FilterControl.places): the modal, the sheet, the panel and the
// header search name the filter, and its entry says the rule.

function applyToggle(rule: ToggleRule | undefined, ticked: readonly string[], picked: string): string[] {
  const every = rule?.every;
  if (every !== undefined && picked === every) return ticked.includes(every) ? [] : [every];
  const rest = every === undefined ? ticked : ticked.filter((v) => v !== every);
  if (rest.includes(picked)) return rest.filter((v) => v !== picked);
  const kept = rule?.keeps ? rule.keeps(picked, rest) : rest;
  return kept === null ? [...rest] : [...kept, picked];
}

/** The filter's ticked values after a tick of `picked`, by its control's toggle rule. */
export const toggleValue = (name: FilterName, ticked: readonly string[], picked: string): string[] =>
  applyToggle(filterOf(name).control?.toggle, ticked, picked);

const PLACES: PlaceRules = (FILTERS as readonly AnyFilter[]).find((f) => f.control?.places)!.control!.places!;

/** The chosen places and the form's city after picking a place. */
export const pickPlace = (was: PlacesChoice, picked: LocationOption): PlacesChoice => PLACES.pick(was, picked);

/** The chosen places and the form's city after removing a chosen place. */
export const removePlace = (was: PlacesChoice, gone: LocationOption): PlacesChoice => PLACES.remove(was, gone);
