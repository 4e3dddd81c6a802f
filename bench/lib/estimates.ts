// Does a plan guess right? From EXPLAIN (ANALYZE, FORMAT JSON) of one statement: every node's
// estimated rows against the rows it really gave, and whether the plan reads its indexes alone.
// A wrong guess is what picks a bitmap heap scan over thousands of table blocks where an index walk
// reads a few hundred; an index-only plan reads no table block whatever it guessed, so it passes.
//
// Rules (pure; unit-tested in tests/unit/bench-estimates.test.ts):
// - Nodes below a Limit are skipped: they stop early, so their actual rows say nothing of their
//   guess. The Limit itself is checked (a count capped at 10,001 that expected 217 rows is a miss).
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
  Plans?: PlanNode[];
};

export type Miss = { node: string; estimated: number; actual: number; ratio: number };
export type EstimateCheck = { indexOnly: boolean; worst: Miss | null; ok: boolean };

const TABLE_READS = new Set(['Seq Scan', 'Index Scan', 'Bitmap Heap Scan', 'Tid Scan', 'Tid Range Scan', 'Sample Scan']);

function nodeName(n: PlanNode): string {
  const on = n['Index Name'] ?? n['Relation Name'];
  return on ? `${n['Node Type']} on ${on}` : n['Node Type'];
}

/** Checks one statement's plan tree (the `Plan` of EXPLAIN's JSON). */
export function checkEstimates(root: PlanNode): EstimateCheck {
  let readsTable = false;
  let worst: Miss | null = null;
  const visit = (n: PlanNode, belowLimit: boolean) => {
    if (TABLE_READS.has(n['Node Type'])) readsTable = true;
    const loops = n['Actual Loops'] ?? 0;
    if (!belowLimit && loops > 0 && n['Actual Rows'] !== undefined) {
      const est = Math.max(n['Plan Rows'], FLOOR);
      const act = Math.max(n['Actual Rows'], FLOOR);
      const ratio = Math.max(est / act, act / est);
      if (!worst || ratio > worst.ratio) worst = { node: nodeName(n), estimated: n['Plan Rows'], actual: n['Actual Rows'], ratio };
    }
    for (const c of n.Plans ?? []) visit(c, belowLimit || n['Node Type'] === 'Limit');
  };
  visit(root, false);
  const w = worst as Miss | null;
  const indexOnly = !readsTable;
  return { indexOnly, worst: w, ok: indexOnly || !w || w.ratio <= RATIO };
}

/** Several statements of one search: it passes when each of them does; the worst miss is reported. */
export function mergeChecks(checks: EstimateCheck[]): EstimateCheck {
  let worst: Miss | null = null;
  for (const c of checks) if (!c.ok && c.worst && (!worst || c.worst.ratio > worst.ratio)) worst = c.worst;
  if (!worst) for (const c of checks) if (c.worst && (!worst || c.worst.ratio > worst.ratio)) worst = c.worst;
  return { indexOnly: checks.every((c) => c.indexOnly), worst, ok: checks.every((c) => c.ok) };
}
