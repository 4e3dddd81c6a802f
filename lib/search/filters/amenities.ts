import { enc, list, unique } from './codec';
import { listChips } from './labels';
import { defineFilter } from './types';

/** An amenity as stored or searched ("power_backup", "Lift") as a label: "Power backup", "Lift". */
export const amenityLabel = (a: string) => a.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Every chosen amenity must be listed; 'gated_community' asks for a gated listing (a column of its own). */
export const amenities = defineFilter({
  field: 'amenities',
  key: 'amenities',
  empty: [],
  parse: (v) => unique(list(v).map((a) => a.slice(0, 60))).slice(0, 20),
  write: (s) => enc(s.amenities.join(',')),
  listingWire: (s) => ({ amenities: s.amenities }),
  chips: (s, _city, w) => listChips('amenities', s.amenities, 'amenity', (a) => w.options.amenities[a] ?? amenityLabel(a)),
  indexing: { reason: 'amenities', drops: (s) => s.amenities.length > 0 },
  index: { listings: { name: 'listings_count_idx', columns: ['amenity_bits', 'is_gated'] } },
  control: { kind: 'list' },
});
