// EXPLAIN (ANALYZE, BUFFERS) of matrix searches, run as its own process by
// bench/run.ts once the server has stopped (PGlite: one process per folder):
//   node tsx --conditions=react-server bench/matrix-explain.ts <input.json> <output.json>
// As bench/sql-phase.ts, it calls the app's own search functions with a hook on
// the driver, so the plans are of exactly the SQL the app builds.
import fs from 'node:fs';
import { openDatabase, useDatabase } from '../server/db/client';
import { searchListings, searchPgs } from '../server/search';
import type { MatrixExplain } from './lib/matrix-run';
import type { MatrixScenario } from './lib/matrix';

type Captured = { text: string; params: unknown[] };
type RawClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

function statementOf(args: unknown[]): Captured {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, params: Array.isArray(second) ? second : [] };
  const cfg = first as { text: string; values?: unknown[] };
  return { text: cfg.text, params: Array.isArray(second) ? second : cfg.values ?? [] };
}

/** The statement with its parameters written in, for a reader to paste into psql. */
const inline = (c: Captured) => c.text.replace(/\$(\d+)/g, (_, n: string) => {
  const v = c.params[Number(n) - 1];
  return v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(Array.isArray(v) ? `{${v.join(',')}}` : v).replace(/'/g, "''")}'`;
});

async function main() {
  const [inputFile, outputFile] = process.argv.slice(2);
  const picked: (MatrixScenario & { p95: number | null })[] = JSON.parse(fs.readFileSync(inputFile, 'utf8'));
  const handle = await openDatabase();
  useDatabase(handle);
  const client = (handle.db as unknown as { $client: RawClient }).$client;
  const original = client.query.bind(client);
  let capture: Captured[] | null = null;
  client.query = (...args: unknown[]) => {
    if (capture) capture.push(statementOf(args));
    return original(...args);
  };
  const out: MatrixExplain[] = [];
  for (const s of picked) {
    const call = () => (s.group === 'pg' ? searchPgs(s.body) : searchListings(s.group as 'residential', s.body));
    const e: MatrixExplain = { id: s.id, label: s.label, p95: s.p95, statements: [] };
    try {
      await call(); // warm (city names, plans)
      capture = [];
      await call();
      const statements = capture;
      capture = null;
      for (const st of statements) {
        const res = await original(`EXPLAIN (ANALYZE, BUFFERS) ${st.text}`, st.params);
        const plan = res.rows.map((r) => String(Object.values(r)[0])).join('\n');
        e.statements.push({ text: inline(st).replace(/\s+/g, ' ').trim(), plan });
      }
    } catch (err) {
      capture = null;
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
