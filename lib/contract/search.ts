import type { Card } from '../card';

export type { Card };

/**
 * A search-v2 answer (SPEC §3 search response inside the envelope's data). The
 * server's SearchResult is this type and the client's list slice holds it, so a
 * renamed field fails tsc on both sides.
 */
export type SearchAnswer = {
  data: Card[];
  /** Up to 4 featured matches of the same search (they stay in `data` too). */
  ads: Card[];
  totalNoOfPages: number;
  page: number;
  /** Matches in all; counts stop at 10,000 (`totalCapped`). */
  total: number;
  totalCapped: boolean;
};
