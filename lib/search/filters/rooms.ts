import { bathroomsForSubmit, bedroomsForSubmit } from '../../filter-submit-values';
import { rooms } from './codec';
import { listChips } from './labels';
import { defineFilter } from './types';
import { fill } from '@/lib/i18n/fill';

const roomsShown = (b: string) => `${b}${b === '5' ? '+' : ''}`;

/** BHK: 1-4 exactly, 5 = 5 or more; none on commercial searches. */
export const bedrooms = defineFilter({
  field: 'bedrooms',
  key: 'bedrooms',
  empty: [],
  parse: rooms,
  write: (s) => s.bedrooms.filter((b) => b !== 'all').join(','),
  listingWire: (s, c) => (c.group === 'commercial' ? {} : { bedrooms: bedroomsForSubmit(s.bedrooms, c.types) }),
  chips: (s) => listChips('bedrooms', s.bedrooms, 'bed', (b) => `${roomsShown(b)} BHK`),
  indexing: 'page',
  index: { listings: { name: 'listings_count_idx', columns: ['bedrooms'] } },
  control: { kind: 'rooms', toggle: { every: 'all' }, slice: { key: 'bedroom', initial: { residential: [], agriculture: [] } } },
});

export const bathrooms = defineFilter({
  field: 'bathrooms',
  key: 'bathrooms',
  empty: [],
  parse: rooms,
  write: (s) => s.bathrooms.filter((b) => b !== 'all').join(','),
  listingWire: (s) => ({ bathrooms: bathroomsForSubmit(s.bathrooms) }),
  chips: (s, _city, w) => listChips('bathrooms', s.bathrooms, 'bath', (b) => fill(w.template.bath, { rooms: roomsShown(b) })),
  indexing: { reason: 'bathrooms', drops: (s) => s.bathrooms.length > 0 },
  index: { listings: { name: 'listings_count_idx', columns: ['bathrooms'] } },
  control: { kind: 'rooms', toggle: { every: 'all' } },
});
