import { plain } from './codec';
import { defineFilter } from './types';

/** Verified listings only; sent as the SPEC's proprty_status 'approved'. */
export const verified = defineFilter({
  field: 'verified',
  key: 'verified',
  empty: false,
  parse: (v) => ['true', '1'].includes(plain(v ?? '')),
  write: (s) => (s.verified ? 'true' : ''),
  listingWire: (s) => (s.verified ? { proprty_status: 'approved' } : {}),
  chips: (s, _city, w) => (s.verified ? [{ key: 'verified', label: w.template.verified, next: { verified: false } }] : []),
  indexing: { reason: 'verified only', drops: (s) => s.verified },
  index: { listings: { name: 'listings_count_idx', columns: ['is_verified'] } },
  control: { kind: 'flag' },
});
