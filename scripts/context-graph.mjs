// The context-level import graph of server/: every runtime import between two
// domain folders, folded to the contexts of scripts/contexts.cjs, and the
// cycles between contexts (strongly connected components). The composition
// roots (ROOTS and the files directly in server/) are left out: nothing may
// import them, and that is reported too.
//   node scripts/context-graph.mjs            summary: context edges and cycles
//   node scripts/context-graph.mjs --edges    every file-level import behind each context edge
//   node scripts/context-graph.mjs --domains  the same at domain level
//   node scripts/context-graph.mjs --types    type-only imports counted too
//   node scripts/context-graph.mjs --quiet    only problems (npm run lint:layers)
//   node scripts/context-graph.mjs --cycles   the file-level imports behind the edges of a cycle
// Exits 1 when there is a cycle between contexts or a folder no context owns.
// Type-only imports (`import type`, `export type`) are left out unless --types: they vanish at run time.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { placeOf: placeOfParts } = require('./contexts.cjs');
const args = new Set(process.argv.slice(2));
const level = args.has('--domains') ? 'domain' : 'context';
const withTypes = args.has('--types');

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** The runtime import specifiers of one source file. */
function importsOf(src) {
  const specs = [];
  const stat = /(?:^|[\n;])\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of src.matchAll(stat)) {
    const clause = m[2].trim();
    if (withTypes) { specs.push(m[3]); continue; }
    if (/^type\b/.test(clause)) continue;
    // `import { type A, type B } from` is type-only too.
    const braces = clause.match(/^\{([^}]*)\}$/);
    if (braces && braces[1].split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '))) continue;
    specs.push(m[3]);
  }
  for (const m of src.matchAll(/(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g)) specs.push(m[1]);
  for (const m of src.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]);
  return specs;
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
}

const serverDir = path.join(root, 'server');
const unknown = new Set();
/** server file -> { context, domain } ('root' for a composition root), or undefined outside server/. */
function placeOf(file) {
  const rel = path.relative(serverDir, file);
  if (rel.startsWith('..')) return undefined;
  const p = placeOfParts(rel.split(path.sep));
  if (p.unknown) { unknown.add(p.unknown); return { context: `?${p.unknown}`, domain: `?${p.unknown}` }; }
  if (p.root) return { context: 'root', domain: 'root' };
  return { context: p.context, domain: p.domain ?? `${p.context} door` };
}
function nodeOf(file) {
  const p = placeOf(file);
  if (!p) return p;
  return p.context === 'root' ? 'root' : level === 'domain' ? p.domain : p.context;
}

/** Imports of a composition root from inside a context (there must be none). */
const rootImports = [];
/** "a -> b" -> list of "file -> file" */
const edges = new Map();
for (const file of walk(serverDir)) {
  const from = nodeOf(file);
  if (!from) continue;
  for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
    const target = resolve(file, spec);
    if (!target) continue;
    const to = nodeOf(target);
    if (!to || to === from) continue;
    if (to === 'root') { rootImports.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`); continue; }
    if (from === 'root') continue; // roots wire everything; nothing imports them (checked above)
    const key = `${from} -> ${to}`;
    if (!edges.has(key)) edges.set(key, []);
    edges.get(key).push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
  }
}

// Tarjan's strongly connected components.
const graph = new Map();
for (const key of edges.keys()) {
  const [a, b] = key.split(' -> ');
  if (!graph.has(a)) graph.set(a, []);
  if (!graph.has(b)) graph.set(b, []);
  graph.get(a).push(b);
}
let index = 0;
const idx = new Map(), low = new Map(), stack = [], on = new Set(), sccs = [];
function strong(v) {
  idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
  for (const w of graph.get(v)) {
    if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v), low.get(w))); }
    else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const c = [];
    let w;
    do { w = stack.pop(); on.delete(w); c.push(w); } while (w !== v);
    if (c.length > 1) sccs.push(c.sort());
  }
}
for (const v of [...graph.keys()].sort()) if (!idx.has(v)) strong(v);

const sorted = [...edges.keys()].sort();
for (const key of args.has('--quiet') ? [] : sorted) {
  const [a, b] = key.split(' -> ');
  const inCycle = sccs.some((c) => c.includes(a) && c.includes(b));
  console.log(`${inCycle ? '!' : ' '} ${key}  (${edges.get(key).length})`);
  if (args.has('--edges') || (args.has('--cycles') && inCycle)) for (const e of edges.get(key)) console.log(`      ${e}`);
}
if (rootImports.length) console.log(`\nImports of a composition root from a context:\n  ${rootImports.join('\n  ')}`);
if (unknown.size) console.log(`\nFolders no context owns (move them under server/<context>/ or name them in scripts/contexts.cjs): ${[...unknown].sort().join(', ')}`);
if (sccs.length) {
  console.log(`\nCycles between ${level}s (strongly connected components):`);
  for (const c of sccs) console.log(`  ${c.join(', ')}`);
} else if (!args.has('--quiet')) console.log(`\nNo cycle between ${level}s.`);
process.exit(sccs.length || unknown.size || rootImports.length ? 1 : 0);
