// npm run bench:readme: writes the bench figures of docs/scale-and-benchmarks.md (between
// the bench markers) from the results files in bench/results, so every figure there comes
// with its file and the load average of its run.
import fs from 'node:fs';
import path from 'node:path';
import { FIGURES_PAGE, renderSection, spliceSection, type BenchJson, type Sourced, type SqlMatrixJson } from './lib/readme-section';

const RESULTS = 'bench/results';
const read = <T>(file: string): Sourced<T> => ({ file, data: JSON.parse(fs.readFileSync(file, 'utf8')) as T });
const jsonIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(dir, f)) : []);

const all = [...jsonIn(RESULTS), ...jsonIn(path.join(RESULTS, 'matrix'))];
const runs: Sourced<BenchJson>[] = [];
const inProcess: Sourced<SqlMatrixJson>[] = [];
for (const file of all) {
  if (/latest|lighthouse|soak/.test(path.basename(file))) continue;
  const r = read<Record<string, unknown>>(file);
  if ('api' in r.data && 'options' in r.data) runs.push(r as unknown as Sourced<BenchJson>);
  else if ('mixed' in r.data && 'rows' in r.data) inProcess.push(r as unknown as Sourced<SqlMatrixJson>);
}
const page = fs.readFileSync(FIGURES_PAGE, 'utf8');
fs.writeFileSync(FIGURES_PAGE, spliceSection(page, renderSection(runs, inProcess)));
console.log(`${FIGURES_PAGE}: bench figures from ${runs.length + inProcess.length} results files`);
