import { oneOf } from './codec';
import { defineFilter } from './types';
import { optionLabel } from './words';

// The one-of filters of a property search; 'any' (or 'all') is no filter.

const set = (v: string, none: string) => !!v && v !== none;

/** New or resale; the key keeps the SPEC's spelling. */
export const transcation = defineFilter({
  field: 'transcation',
  key: 'transcation',
  empty: '',
  parse: (v) => oneOf(v, ['new', 'resale', 'any']),
  write: (s) => s.transcation,
  listingWire: (s) => (s.transcation ? { transaction: s.transcation } : {}),
  chips: (s, _city, w) => (set(s.transcation, 'any') ? [{ key: 'transaction', label: optionLabel(w, 'transcation', s.transcation), next: { transcation: '' } }] : []),
  indexing: { reason: 'new or resale', drops: (s) => set(s.transcation, 'any') },
  index: { listings: { name: 'listings_count_idx', columns: ['transaction'] } },
  control: { kind: 'choice', none: 'any', deals: ['sale'] },
});

/** Under construction or ready to move. */
export const status = defineFilter({
  field: 'status',
  key: 'status',
  empty: '',
  parse: (v) => oneOf(v, ['under_construction', 'ready_to_move', 'any']),
  write: (s) => s.status,
  listingWire: (s) => (s.status ? { Status: s.status } : {}),
  chips: (s, _city, w) => (set(s.status, 'any') ? [{ key: 'status', label: optionLabel(w, 'status', s.status), next: { status: '' } }] : []),
  indexing: { reason: 'construction status', drops: (s) => set(s.status, 'any') },
  index: { listings: { name: 'listings_count_idx', columns: ['construction_status'] } },
  control: { kind: 'choice', none: 'any', deals: ['sale'] },
});

/** Posted today, since yesterday, this week or this month (IST calendar days); sent as four flags. */
export const postedSince = defineFilter({
  field: 'postedSince',
  key: 'postedSince',
  empty: '',
  parse: (v) => oneOf(v, ['today', 'yesterday', 'thisWeek', 'thisMonth', 'all']),
  write: (s) => s.postedSince,
  listingWire: (s) => ({
    today: s.postedSince === 'today',
    yesterday: s.postedSince === 'yesterday',
    thisWeek: s.postedSince === 'thisWeek',
    thisMonth: s.postedSince === 'thisMonth',
  }),
  chips: (s, _city, w) => (set(s.postedSince, 'all') ? [{ key: 'since', label: optionLabel(w, 'postedSince', s.postedSince), next: { postedSince: '' } }] : []),
  indexing: { reason: 'posted since', drops: (s) => set(s.postedSince, 'all') },
  index: { listings: { name: 'listings_count_idx', columns: ['created_at'] } },
  control: { kind: 'choice', none: 'all' },
});
