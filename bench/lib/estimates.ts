// Does a plan guess right? From EXPLAIN (ANALYZE, FORMAT JSON) of one statement: every node's
// estimated rows against the rows it really gave, and whether the plan reads its indexes alone.
// A wrong guess is what picks a bitmap heap scan over thousands of table blocks where an index walk
// reads a few hundred; an index-only plan reads no table block whatever it guessed, so it passes.
//
// Rules (pure; unit-tested in tests/unit/bench-estimates.test.ts):
// - Nodes that a Limit may stop early are skipped: their actual rows say nothing of their guess. The
//   Limit itself is checked (a count capped at 10,001 that expected 217 rows is a miss), and so is what
//   sits below a Sort, Hash or whole Aggregate under it (they read everything).
// - A miss fails only where its part of the plan reads table blocks: a wrong guess over an index-only
//   walk reads no table block (a page's 20 cards are read by id, which is no guess).
// - Rows are per loop on both sides; a node that never ran is skipped.
// - Counts under FLOOR rows count as FLOOR: a guess of 20 for a search that finds 1 picks no worse plan.

export const RATIO = 10;
export const FLOOR = 10;

export type PlanNode = {
  'Node Type': string;
  'Plan Rows': number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  Strategy?: string;
  Plans?: PlanNode[];
};

export type Miss = { node: string; estimated: number; actual: number; ratio: number; readsTable: boolean };
export type EstimateCheck = { indexOnly: boolean; worst: Miss | null; ok: boolean };

const TABLE_READS = new Set(['Seq Scan', 'Index Scan', 'Bitmap Heap Scan', 'Tid Scan', 'Tid Range Scan', 'Sample Scan']);

/** Nodes that read all their input before giving a row: a Limit above them does not stop what is below. */
function consumesAll(n: PlanNode): boolean {
  if (n['Node Type'] === 'Sort' || n['Node Type'] === 'Hash') return true;
  return n['Node Type'] === 'Aggregate' && n.Strategy !== 'Sorted';
}

function nodeName(n: PlanNode): string {
  const on = n['Index Name'] ?? n['Relation Name'];
  return on ? `${n['Node Type']} on ${on}` : n['Node Type'];
}

/** Checks one statement's plan tree (the `Plan` of EXPLAIN's JSON). */
export function checkEstimates(root: PlanNode): EstimateCheck {
  const misses: Miss[] = [];
  // Returns whether the subtree reads table blocks; `cut` = a Limit above may stop this node early.
  const visit = (n: PlanNode, cut: boolean): boolean => {
    const below = n['Node Type'] === 'Limit' ? true : consumesAll(n) ? false : cut;
    let reads = TABLE_READS.has(n['Node Type']);
    for (const c of n.Plans ?? []) reads = visit(c, below) || reads;
    const loops = n['Actual Loops'] ?? 0;
    if (!cut && loops > 0 && n['Actual Rows'] !== undefined) {
      const est = Math.max(n['Plan Rows'], FLOOR);
      const act = Math.max(n['Actual Rows'], FLOOR);
      misses.push({ node: nodeName(n), estimated: n['Plan Rows'], actual: n['Actual Rows'], ratio: Math.max(est / act, act / est), readsTable: reads });
    }
    return reads;
  };
  const readsTable = visit(root, false);
  // A wrong guess over a part of the plan that reads its indexes alone reads no table block: it passes.
  const failing = misses.filter((m) => m.readsTable && m.ratio > RATIO).sort((a, b) => b.ratio - a.ratio);
  const worst = failing[0] ?? [...misses].sort((a, b) => b.ratio - a.ratio)[0] ?? null;
  return { indexOnly: !readsTable, worst, ok: failing.length === 0 };
}

/** Several statements of one search: it passes when each of them does; the worst miss is reported. */
export function mergeChecks(checks: EstimateCheck[]): EstimateCheck {
  let worst: Miss | null = null;
  for (const c of checks) if (!c.ok && c.worst && (!worst || c.worst.ratio > worst.ratio)) worst = c.worst;
  if (!worst) for (const c of checks) if (c.worst && (!worst || c.worst.ratio > worst.ratio)) worst = c.worst;
  return { indexOnly: checks.every((c) => c.indexOnly), worst, ok: checks.every((c) => c.ok) };
}
