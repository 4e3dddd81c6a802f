// Prints the first-load JS (gzip) of each measured route of a build, and the
// files of one route, without running the whole benchmark:
//   npx tsx bench/tools/first-load.ts .next [route]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstLoadJs, frameworkFiles, routeFiles, routeKey } from '../lib/first-load';

const dist = process.argv[2] ?? '.next';
const detail = process.argv[3] ?? '/search/residential/[id]';
const kB = (n: number) => (n / 1000).toFixed(1).padStart(6);

for (const r of firstLoadJs(dist)) {
  const fw = r.frameworkGzipBytes ?? 0;
  console.log(`${r.route.padEnd(28)} total ${kB(r.gzipBytes)} kB  framework ${kB(fw)}  app ${kB(r.gzipBytes - fw)}${r.error ? `  (${r.error})` : ''}`);
}
const key = routeKey(dist, detail);
if (key) {
  const fw = new Set(frameworkFiles(dist));
  console.log(`\nfiles of ${detail}:`);
  for (const f of routeFiles(dist, key)) {
    const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
    console.log(`  ${fw.has(f) ? 'framework' : 'app      '} ${kB(gz)} kB  ${f}`);
  }
}
