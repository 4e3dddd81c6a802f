// SQL phase of the benchmark, run as its own process by bench/run.ts:
//   node tsx --conditions=react-server bench/sql-phase.ts <input.json> <output.json>
// with DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL) set. For PGlite it must
// run while no server holds the folder.
//
// For every scenario it calls the app's own domain function (searchListingsOfBody,
// searchPgsOfBody, suggestLocations) with a driver-level hook that records each
// statement's text and parameters, so the SQL timed is exactly the SQL the
// app builds. Then, per repeat, it runs those statements one after another
// through the raw driver (client.query(text, params)) and times them; EXPLAIN
// (ANALYZE, FORMAT JSON) gives the server-side execution time and the scans.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openDatabase, useDatabase } from '../server/platform/db/client';
import { searchListingsOfBody, searchPgsOfBody, suggestLocations } from '../server/catalog/search';
import type { SqlFigures, SqlStatement } from './lib/types';
import type { AutocompleteScenario, SearchScenario } from './lib/scenarios';
import { median } from './lib/stats';
import { rawClient } from './lib/capture';
import { CpuTracker, postgresCpu, procAvailable, selfCpu } from './lib/cpu';

type Input = { searches: SearchScenario[]; autocomplete: AutocompleteScenario[]; repeats: number; warmSeconds: number };
type Captured = { text: string; params: unknown[] };

const [inputFile, outputFile] = process.argv.slice(2);

function statementOf(args: unknown[]): Captured {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, params: Array.isArray(second) ? second : [] };
  const cfg = first as { text: string; values?: unknown[] };
  return { text: cfg.text, params: Array.isArray(second) ? second : cfg.values ?? [] };
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function scans(node: PlanNode, out: string[] = []): string[] {
  if (node['Relation Name']) {
    out.push(`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} on ${node['Relation Name']}`);
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

const describe = (f: SqlFigures) =>
  `${f.medianMs.toFixed(2)} ms (${f.statements.length} statements, CPU ${f.cpuMs?.toFixed(1) ?? '?'} ms), ` +
  `domain ${f.domainMs.toFixed(2)} ms (CPU ${f.domainCpuMs?.toFixed(1) ?? '?'} ms)`;

async function main() {
  const input: Input = JSON.parse(fs.readFileSync(inputFile, 'utf8'));
  const handle = await openDatabase();
  useDatabase(handle);
  const client = rawClient(handle.db);
  const original = client.query.bind(client);
  let capture: Captured[] | null = null;
  client.query = (...args: unknown[]) => {
    if (capture) capture.push(statementOf(args));
    return original(...args);
  };
  const raw = (c: Captured) => original(c.text, c.params);
  const pgDb = process.env.DATABASE_URL ? decodeURIComponent(new URL(process.env.DATABASE_URL).pathname.slice(1)) : null;
  const cpu = procAvailable() ? new CpuTracker([selfCpu, ...(pgDb ? [postgresCpu(pgDb)] : [])]) : null;

  async function measure(id: string, call: () => Promise<unknown>): Promise<SqlFigures> {
    try {
      await call(); // warm: caches (city names), plans, JIT
      await call();
      capture = [];
      await call();
      const statements = capture;
      capture = null;
      const sums: number[] = [];
      const slowest: number[] = [];
      const each: number[][] = statements.map(() => []);
      cpu?.start();
      for (let r = 0; r < input.repeats; r++) {
        let sum = 0;
        let top = 0;
        for (let i = 0; i < statements.length; i++) {
          const t0 = performance.now();
          await raw(statements[i]);
          const ms = performance.now() - t0;
          each[i].push(ms);
          sum += ms;
          top = Math.max(top, ms);
        }
        sums.push(sum);
        slowest.push(top);
      }
      const cpuMs = cpu ? cpu.elapsed() / input.repeats : null;
      const domain: number[] = [];
      cpu?.start();
      for (let r = 0; r < input.repeats; r++) {
        const t0 = performance.now();
        await call();
        domain.push(performance.now() - t0);
      }
      const domainCpuMs = cpu ? cpu.elapsed() / input.repeats : null;
      const details: SqlStatement[] = [];
      for (let i = 0; i < statements.length; i++) {
        const s = statements[i];
        let executionMs: number | null = null;
        let planningMs: number | null = null;
        let found: string[] = [];
        try {
          const res = await original(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.text}`, s.params);
          const cell = Object.values(res.rows[0] ?? {})[0];
          const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[];
          executionMs = plan[0]['Execution Time'];
          planningMs = plan[0]['Planning Time'];
          found = [...new Set(scans(plan[0].Plan))];
        } catch (e) {
          found = [`EXPLAIN failed: ${(e as Error).message}`];
        }
        details.push({ text: s.text.replace(/\s+/g, ' ').slice(0, 160), medianMs: median(each[i]), executionMs, planningMs, scans: found });
      }
      return { id, medianMs: median(sums), slowestMs: median(slowest), domainMs: median(domain), cpuMs, domainCpuMs, statements: details, repeats: input.repeats };
    } catch (e) {
      capture = null;
      return { id, medianMs: Number.NaN, slowestMs: Number.NaN, domainMs: Number.NaN, statements: [], repeats: 0, error: (e as Error).message };
    }
  }

  // PGlite runs Postgres as WebAssembly: its code is compiled lazily and
  // optimised once hot, so the first rounds of any query are several times
  // slower than the rest. Every scenario runs for a while before anything is
  // timed, as the server gets warm-up requests before its measurement.
  const calls: (() => Promise<unknown>)[] = [
    ...input.searches.map((s) => (s.group === 'pg' ? () => searchPgsOfBody(s.body) : () => searchListingsOfBody(s.group as 'residential', s.body))),
    ...input.autocomplete.map((a) => () => suggestLocations(a.city, a.q, a.page)),
  ];
  const warmUntil = performance.now() + input.warmSeconds * 1000;
  let rounds = 0;
  while (rounds < 2 || performance.now() < warmUntil) {
    for (const call of calls) await call().catch(() => undefined);
    rounds++;
  }
  console.log(`[sql] warmed up: ${rounds} rounds of every scenario`);

  const search: SqlFigures[] = [];
  for (const s of input.searches) {
    const call = s.group === 'pg' ? () => searchPgsOfBody(s.body) : () => searchListingsOfBody(s.group as 'residential', s.body);
    const f = await measure(s.id, call);
    console.log(`[sql] ${s.id}: ${f.error ?? describe(f)}`);
    search.push(f);
  }
  const autocomplete: SqlFigures[] = [];
  for (const a of input.autocomplete) {
    const f = await measure(a.id, () => suggestLocations(a.city, a.q, a.page));
    console.log(`[sql] ${a.id}: ${f.error ?? describe(f)}`);
    autocomplete.push(f);
  }
  fs.writeFileSync(outputFile, JSON.stringify({ search, autocomplete }, null, 2));
  await handle.close();
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.stack ?? e.message : e);
    process.exit(1);
  },
);
