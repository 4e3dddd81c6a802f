import 'server-only';
import { COMPARE_MAX, compareHref, parseCompareIds } from '@/lib/compare/compare-ids';
import { reader } from '../../platform/db/client';
import { compareListings, type CompareRow } from './compare';

// The /compare page's data: which listings its URL names, why it cannot compare
// them (a broken or too long list, said in words rather than a 400), the rows,
// and the URL that shares this comparison.

export type ComparePage = {
  /** The compared ids (null when none are compared); the tray follows them. */
  ids: number[] | null;
  /** A listing to add to the tray (?add=, from a card's Compare link). */
  add: number | null;
  problem: string | null;
  rows: CompareRow[] | null;
  pageUrl: string | null;
};

export async function loadComparePage(q: { ids?: string; add?: string }, origin: string): Promise<ComparePage> {
  const ids = q.ids === undefined ? null : parseCompareIds(q.ids);
  const add = parseCompareIds(q.add)?.[0] ?? null;
  const problem = q.ids !== undefined && !ids ? 'The link names no listings to compare.'
    : ids && ids.length > COMPARE_MAX ? `Compare holds at most ${COMPARE_MAX} listings; this link names ${ids.length}.` : null;
  if (!ids || problem) return { ids: null, add, problem, rows: null, pageUrl: null };
  return { ids, add, problem, rows: await compareListings(await reader(), ids), pageUrl: `${origin}${compareHref(ids)}` };
}
