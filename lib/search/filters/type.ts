import { DEFAULT_POST_TYPE } from '../../constants';
import { plain } from './codec';
import { defineFilter } from './types';
import type { SearchType } from '../state';

/** Buy, rent or PG. Sets the page's deal; never a chip (the tabs show it). */
export const type = defineFilter({
  field: 'type',
  key: 'type',
  empty: 'sale',
  parse: (v): SearchType => {
    const t = v ? plain(v).toLowerCase() : '';
    return t === 'rent' || t === 'pg' ? t : 'sale'; // sell, sale, missing or junk
  },
  write: (s) => s.type,
  listingWire: (s) => ({ post_type: s.type === 'rent' ? 'rent' : 'sale' }),
  indexing: 'page',
  index: { listings: { name: 'listings_count_idx', columns: ['post_type'] } },
  control: { kind: 'deal', specKey: 'choice_type', slice: { key: 'post_type', initial: { residential: DEFAULT_POST_TYPE, commercial: DEFAULT_POST_TYPE, agriculture: DEFAULT_POST_TYPE } } },
});
