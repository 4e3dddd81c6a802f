// The bench's estimate check: a plan whose guess is more than 10x off fails unless it reads its indexes alone.
import { describe, expect, it } from 'vitest';
import { checkEstimates, mergeChecks, type PlanNode } from '@/bench/lib/estimates';

const node = (type: string, est: number, act: number, plans: PlanNode[] = [], on?: string): PlanNode =>
  ({ 'Node Type': type, 'Plan Rows': est, 'Actual Rows': act, 'Actual Loops': 1, Plans: plans, 'Relation Name': on });

describe('estimate check', () => {
  it('a bitmap heap scan that expected 217 rows and found 10,001 fails at its capped Limit', () => {
    const plan = node('Aggregate', 1, 1, [node('Limit', 217, 10001, [node('Bitmap Heap Scan', 217, 10001, [node('Bitmap Index Scan', 5000, 30000)], 'listings')])]);
    const c = checkEstimates(plan);
    expect(c.ok).toBe(false);
    expect(c.indexOnly).toBe(false);
    expect(c.worst).toMatchObject({ node: 'Limit', estimated: 217, actual: 10001 });
  });

  it('the same guess on an index-only plan passes: no table block is read whatever it guessed', () => {
    const plan = node('Aggregate', 1, 1, [node('Limit', 217, 10001, [node('Index Only Scan', 217, 10001)])]);
    expect(checkEstimates(plan)).toMatchObject({ ok: true, indexOnly: true });
  });

  it('an index-only part passes even when the cards are then read by id; a Sort under a Limit is judged', () => {
    const ios = node('Index Only Scan', 19, 2428);
    const page = node('Nested Loop', 1, 20, [node('Limit', 19, 20, [node('Sort', 19, 2428, [ios])]), node('Index Scan', 1, 1, [], 'listings')]);
    const c = checkEstimates(page);
    expect(c).toMatchObject({ ok: true, indexOnly: false });
    expect(c.worst?.actual).toBe(2428);
    const heap = node('Limit', 19, 20, [node('Sort', 19, 2428, [node('Bitmap Heap Scan', 19, 2428, [], 'listings')])]);
    expect(checkEstimates(heap).ok).toBe(false);
  });

  it('nodes below a Limit stop early and are not judged; small counts are floored at 10', () => {
    const page = node('Limit', 20, 20, [node('Index Scan', 50000, 20, [], 'listings')]);
    expect(checkEstimates(page).ok).toBe(true);
    expect(checkEstimates(node('Index Scan', 20, 1, [], 'listings')).ok).toBe(true);
    expect(checkEstimates(node('Seq Scan', 5000, 40, [], 'listings')).ok).toBe(false);
  });

  it('a search passes when each of its statements does, and reports the worst miss', () => {
    const good = checkEstimates(node('Index Scan', 100, 90, [], 'listings'));
    const bad = checkEstimates(node('Index Scan', 70, 4201, [], 'listings'));
    const merged = mergeChecks([good, bad]);
    expect(merged.ok).toBe(false);
    expect(merged.worst?.actual).toBe(4201);
  });
});
