// First-load JS per route as the bench counts it (bench/lib/first-load.ts), with the gzip size of each
// file that is not the framework's, to see which chunk a route's "app" share comes from:
//   node node_modules/tsx/dist/cli.mjs bench/tools/first-load-files.ts [distDir] [route…]
// distDir defaults to NEXT_DIST_DIR or .next; routes default to the home, two search pages and a detail page.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstLoadJs, frameworkFiles, routeFiles } from '../lib/first-load';

const [distArg, ...routeArgs] = process.argv.slice(2);
const distDir = path.resolve(distArg ?? process.env.NEXT_DIST_DIR ?? '.next');
const routes = routeArgs.length ? routeArgs : ['/', '/search/residential/[id]', '/search/pg/[id]', '/property-details/[slug]'];
const kB = (b: number) => (b / 1000).toFixed(1);
const gz = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(distDir, f)), { level: 9 }).length;

const framework = new Set(frameworkFiles(distDir));
console.log(`${distDir}\nframework (rootMainFiles): ${kB([...framework].reduce((a, f) => a + gz(f), 0))} kB gzip in ${framework.size} files`);
for (const r of firstLoadJs(distDir, routes)) {
  if (!r.key) { console.log(`\n${r.route}: ${r.error}`); continue; }
  const fw = r.frameworkGzipBytes ?? 0;
  console.log(`\n${r.route}  total ${kB(r.gzipBytes)}  framework ${kB(fw)}  app ${kB(r.gzipBytes - fw)} kB gzip`);
  const ours = routeFiles(distDir, r.key).filter((f) => !framework.has(f)).map((f) => ({ f, gz: gz(f) }));
  for (const { f, gz: g } of ours.sort((a, b) => b.gz - a.gz)) console.log(`  ${kB(g).padStart(6)}  ${f}`);
}
