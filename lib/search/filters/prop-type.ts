import { AGRICULTURE_TYPES, COMMERCIAL_TYPES, groupOf, labelOf, RESIDENTIAL_TYPES } from '../../enums';
import { enc, list, unique } from './codec';
import { listChips } from './labels';
import { defineFilter } from './types';

const TYPES = [...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES, ...AGRICULTURE_TYPES];

/** Types of the first one's group only (SPEC §4 one group); agriculture keeps one. */
export function samePropGroup(types: string[]): string[] {
  const known = unique(types.filter((t) => groupOf(t)));
  const group = known.length ? groupOf(known[0]) : undefined;
  if (group === 'agriculture') return known.slice(0, 1);
  return known.filter((t) => groupOf(t) === group);
}

export const propType = defineFilter({
  field: 'propType',
  key: 'propType',
  empty: [],
  parse: (v) => samePropGroup(list(v)),
  write: (s) => enc(s.propType.join(',')),
  listingWire: (_s, c) => ({ property_type: c.group, property_sub_type: c.types }),
  chips: (s, _city, w) => listChips('propType', s.propType, 'type', (t) => w.propTypes[t] ?? labelOf(TYPES, t)),
  indexing: 'page',
  index: { listings: { name: 'listings_count_idx', columns: ['group', 'category'] } },
  // A pick keeps the ticked types of its own group (agriculture keeps none); a value of no group is refused.
  control: { kind: 'list', specKey: 'propertyType', toggle: { keeps: (picked, ticked) => (groupOf(picked) ? samePropGroup([picked, ...ticked]).slice(1) : null) }, slice: { key: 'prop_type', initial: { residential: [], commercial: [], agriculture: [] } } },
});
