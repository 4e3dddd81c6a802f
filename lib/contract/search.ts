import type { Card } from '../card';

export type { Card };

/** A search-v2 answer (SPEC §3 search response inside the envelope's data). */
export type SearchAnswer = {
  data: Card[];
  ads: unknown[];
  totalNoOfPages: number;
  page: number;
  /** Matches in all; counts stop at 10,000 (`totalCapped`). */
  total: number;
  totalCapped?: boolean;
};
