// Self time of a V8 .cpuprofile (node --cpu-prof) by file/package and by function,
// optionally only between two offsets (seconds from the profile's start), to skip start-up:
//   node --cpu-prof --cpu-prof-dir=bench/data/prof node_modules/next/dist/bin/next start ...   (load it, then SIGINT)
//   node bench/tools/cpuprofile-summary.cjs bench/data/prof/*.cpuprofile 8 23
const fs = require('node:fs');

const [file, fromS = '0', toS = '1e9'] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpuprofile-summary.cjs <file.cpuprofile> [from seconds] [to seconds]');
  process.exit(64);
}
const p = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const from = Number(fromS) * 1e6;
const to = Number(toS) * 1e6;
const self = new Map();
let t = 0;
for (let i = 0; i < p.samples.length; i++) {
  t += p.timeDeltas[i] ?? 0;
  if (t < from || t > to) continue;
  self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFile = new Map();
const byFn = new Map();
for (const [id, us] of self) {
  const cf = byId.get(id).callFrame;
  const url = cf.url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const key = pkg ? `${pkg[1]}${url.includes('/compiled/') ? ' (compiled)' : ''}` : url || `(native ${cf.functionName})`;
  byFile.set(key, (byFile.get(key) ?? 0) + us);
  const fn = `${cf.functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${cf.lineNumber}`;
  byFn.set(fn, (byFn.get(fn) ?? 0) + us);
}
const show = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n)
  .forEach(([k, v]) => console.log(`${(v / 1000).toFixed(0).padStart(7)} ms ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`));
console.log(`sampled ${(total / 1000).toFixed(0)} ms`);
console.log('--- by file / package');
show(byFile, 25);
console.log('--- by function');
show(byFn, 30);
