// EXPLAIN (ANALYZE, BUFFERS) of matrix searches, run as its own process by
// bench/run.ts once the server has stopped (PGlite: one process per folder):
//   node tsx --conditions=react-server bench/matrix-explain.ts <input.json> <output.json>
// As bench/sql-phase.ts, it calls the app's own search functions with a hook on
// the driver, so the plans are of exactly the SQL the app builds.
import fs from 'node:fs';
import { openDatabase, useDatabase } from '../server/platform/db/client';
import { searchListingsOfBody, searchPgsOfBody } from '../server/catalog/search';
import { hookQueries, inline, type Captured } from './lib/capture';
import type { MatrixExplain } from './lib/matrix-run';
import type { MatrixScenario } from './lib/matrix';

async function main() {
  const [inputFile, outputFile] = process.argv.slice(2);
  const picked: (MatrixScenario & { p95: number | null })[] = JSON.parse(fs.readFileSync(inputFile, 'utf8'));
  const handle = await openDatabase();
  useDatabase(handle);
  const hook = hookQueries(handle);
  const original = hook.original;
  const out: MatrixExplain[] = [];
  for (const s of picked) {
    const call = () => (s.group === 'pg' ? searchPgsOfBody(s.body) : searchListingsOfBody(s.group as 'residential', s.body));
    const e: MatrixExplain = { id: s.id, label: s.label, p95: s.p95, statements: [] };
    try {
      await call(); // warm (city names, plans)
      hook.record = [];
      await call();
      const statements: Captured[] = hook.record;
      hook.record = null;
      for (const st of statements) {
        const res = await original(`EXPLAIN (ANALYZE, BUFFERS) ${st.text}`, st.params);
        const plan = res.rows.map((r) => String(Object.values(r)[0])).join('\n');
        e.statements.push({ text: inline(st).replace(/\s+/g, ' ').trim(), plan });
      }
    } catch (err) {
      hook.record = null;
      e.error = (err as Error).message;
    }
    console.log(`[explain] ${s.id}: ${e.error ?? `${e.statements.length} statements`}`);
    out.push(e);
  }
  fs.writeFileSync(outputFile, JSON.stringify(out, null, 2));
  await handle.close();
}

main().then(() => process.exit(0), (e) => {
  console.error(e instanceof Error ? e.stack ?? e.message : e);
  process.exit(1);
});
