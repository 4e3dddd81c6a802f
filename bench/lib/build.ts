// The production build the bench serves: .next-bench (NEXT_DIST_DIR), rebuilt
// when missing or older than the sources; with BENCH_REUSE_BUILD=1 the main
// .next build is served as it is (CI smoke: no second build).
import fs from 'node:fs';
import path from 'node:path';
import { runChild } from './procs';
import type { BenchOptions } from './types';

export const BENCH_DIST = '.next-bench';
const SOURCE_DIRS = ['app', 'components', 'lib', 'server', 'store', 'services', 'styles', 'public', 'landing-data'];
const SOURCE_FILES = ['middleware.ts', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['node_modules', 'uploads']);

/** Newest modification time (ms) among the files the build reads, and that file. */
export function newestSource(root = process.cwd()): { mtimeMs: number; file: string } {
  let best = { mtimeMs: 0, file: '' };
  const visit = (p: string) => {
    let st: fs.Stats;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (!SKIP.has(name) && !name.startsWith('.')) visit(path.join(p, name));
    } else if (st.mtimeMs > best.mtimeMs) {
      best = { mtimeMs: st.mtimeMs, file: path.relative(root, p) };
    }
  };
  for (const d of SOURCE_DIRS) visit(path.join(root, d));
  for (const f of SOURCE_FILES) visit(path.join(root, f));
  return best;
}

export function buildTime(distDir: string): number | null {
  try {
    return fs.statSync(path.join(distDir, 'BUILD_ID')).mtimeMs;
  } catch {
    return null;
  }
}

export type BuildInfo = { distDir: string; built: boolean; seconds: number | null; note: string; warnings: string[] };

/**
 * next build rewrites tsconfig.json (adds "<distDir>/types/**" to include) and
 * next-env.d.ts. Those are not the bench's files: put them back when the only
 * change is the build's own.
 */
function snapshot(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

function restoreTsconfig(before: string | null, distDir: string): string | null {
  const now = snapshot('tsconfig.json');
  if (before === null || now === null || now === before) return null;
  try {
    const a = JSON.parse(before) as { include?: string[] };
    const b = JSON.parse(now) as { include?: string[] };
    const mine = (s: string) => s.startsWith(`${distDir}/`);
    const strip = (o: { include?: string[] }) => JSON.stringify({ ...o, include: (o.include ?? []).filter((s) => !mine(s)) });
    if (strip(a) === strip(b)) {
      fs.writeFileSync('tsconfig.json', before);
      return null;
    }
  } catch {
    /* not plain JSON: leave it */
  }
  return `tsconfig.json changed during the build beyond the build's own include entries: left as it is`;
}

/**
 * Two build folders used in turn: a new build goes to the one not being
 * served, so a failed build (say, another engineer's half-done edit breaking
 * the type check) never destroys the last good one, which is then served.
 */
export const BENCH_SLOTS = [BENCH_DIST, `${BENCH_DIST}-b`];

/** The slot holding the newest complete build, if any. */
export function currentSlot(): { distDir: string; builtAt: number } | null {
  let best: { distDir: string; builtAt: number } | null = null;
  for (const d of BENCH_SLOTS) {
    const t = buildTime(d);
    if (t !== null && (!best || t > best.builtAt)) best = { distDir: d, builtAt: t };
  }
  return best;
}

export async function ensureBuild(o: BenchOptions): Promise<BuildInfo> {
  const warnings: string[] = [];
  if (o.reuseBuild) {
    const t = buildTime('.next');
    if (t === null) throw new Error('BENCH_REUSE_BUILD=1 but there is no .next build (run npm run build first)');
    return { distDir: '.next', built: false, seconds: null, note: `reused .next from ${new Date(t).toISOString()} (BENCH_REUSE_BUILD=1)`, warnings };
  }
  const current = currentSlot();
  const newest = newestSource();
  const stale = current === null || newest.mtimeMs > current.builtAt;
  const want = o.build === 'always' || (o.build === 'auto' && stale);
  if (!want) {
    if (current === null) throw new Error(`--build never but there is no ${BENCH_DIST} build`);
    const note = stale ? `reused, older than ${newest.file} (--build never)` : 'reused, up to date';
    if (stale) warnings.push(`${current.distDir} is older than ${newest.file}: figures are for the older code`);
    return { distDir: current.distDir, built: false, seconds: null, note, warnings };
  }
  const distDir = BENCH_SLOTS.find((d) => d !== current?.distDir)!;
  const reason = current === null ? 'missing' : o.build === 'always' ? '--build always' : `older than ${newest.file}`;
  console.log(`[bench] building ${distDir} (${reason}); log bench/data/build.log`);
  fs.rmSync(distDir, { recursive: true, force: true });
  const tsconfig = snapshot('tsconfig.json');
  const nextEnv = snapshot('next-env.d.ts');
  fs.mkdirSync('bench/data', { recursive: true });
  fs.writeFileSync('bench/data/build.log', '');
  const started = Date.now();
  try {
    await runChild(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
      env: { NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      logFile: path.resolve('bench/data/build.log'),
    });
  } catch (e) {
    const why = (e as Error).message.split('\n').find((l) => /error|failed/i.test(l) && !l.includes('exited with')) ?? (e as Error).message.split('\n')[0];
    if (current !== null) {
      warnings.push(`build failed (${why.trim()}); served the previous build ${current.distDir} from ${new Date(current.builtAt).toISOString()}`);
      console.log(`[bench] build failed (${why.trim()}): serving the previous build ${current.distDir}`);
      return { distDir: current.distDir, built: false, seconds: (Date.now() - started) / 1000, note: `build failed, previous build of ${new Date(current.builtAt).toISOString()} served`, warnings };
    }
    throw e;
  } finally {
    const w = restoreTsconfig(tsconfig, distDir);
    if (w) warnings.push(w);
    const env = snapshot('next-env.d.ts');
    if (nextEnv !== null && env !== null && env !== nextEnv && env.includes(distDir)) fs.writeFileSync('next-env.d.ts', nextEnv);
  }
  const seconds = (Date.now() - started) / 1000;
  return { distDir, built: true, seconds, note: `built in ${Math.round(seconds)} s (${reason})`, warnings };
}
