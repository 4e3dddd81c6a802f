// Code says why, never which issue: a reader of the code cannot follow a tracker's numbers.
// Production files (everything but tests, journeys and recorded bench results) never name one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'components', 'lib', 'server', 'store', 'services', 'scripts', 'styles', 'landing-data', 'bench',
  'middleware.ts', 'instrumentation.ts', 'next.config.ts', '.dependency-cruiser.cjs', 'eslint.config.mjs'];
const SKIP = new Set(['node_modules', 'results', 'data']);
const TEXT = /\.(ts|tsx|mjs|cjs|js|css|sql|md)$/;
const ISSUE = /\bissues?\s+#?\d+/i;

function files(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (fs.statSync(p).isFile()) return TEXT.test(p) ? [p] : [];
  return fs.readdirSync(p).filter((n) => !SKIP.has(n)).flatMap((n) => files(path.join(p, n)));
}

describe('production files', () => {
  it('name no issue numbers', () => {
    const hits = ROOTS.flatMap(files).flatMap((f) => fs.readFileSync(f, 'utf8').split('\n')
      .map((line, i) => (ISSUE.test(line) ? `${f}:${i + 1}: ${line.trim()}` : null))
      .filter((x): x is string => x !== null));
    expect(hits).toEqual([]);
  });

  it('the check finds a mention', () => {
    expect(ISSUE.test('// the map search (issue 20 §1)')).toBe(true);
    expect(ISSUE.test('// tissue 20')).toBe(false);
  });
});
