// Paid placement is an advertisement and says so (CCPA Guidelines for Prevention and
// Regulation of Dark Patterns 2023, "disguised advertisement"): one label for it on
// every card and detail page, and one line per sort order saying how results are ranked.
import type { SortKey } from './search-route';

/** The visible label of a listing whose poster paid to place it first. */
export const SPONSORED_LABEL = 'Sponsored';

const ORDER_NOTE: Record<SortKey, string> = {
  relevance: 'Sponsored listings (paid placement, labelled Sponsored) come first; the rest are newest first.',
  newest: 'Newest first. Paid placement does not change this order.',
  asc: 'Lowest price first; listings without a price last. Paid placement does not change this order.',
  desc: 'Highest price first; listings without a price last. Paid placement does not change this order.',
};

/** How the results of a search in this order are ranked, in words a visitor reads above them. */
export function orderingNote(sort: SortKey): string {
  return ORDER_NOTE[sort];
}
