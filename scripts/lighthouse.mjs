// npm run lighthouse [-- --runs 3 --port 3130]
// Lighthouse 12 (mobile, default simulated throttling) on home, a search page, a detail
// page, a landing page and the decision pages (insights of a city and a locality, the EMI
// calculator), each as a first visit (a fresh Chromium
// profile per run), with Debian's Chromium. Serves the production build
// (NEXT_DIST_DIR, default .next; `npm run build` first) on a freshly seeded
// demo database (scripts/e2e-server.mjs), takes the median of the runs per
// category, writes bench/results/lighthouse.{json,md} and exits 1 below the
// targets (100 SEO, accessibility, best practices; >= 90 performance).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '3'));
// --only insights-city,home audits those pages alone; --diag prints, per run, what the LCP element was,
// where its time went and which scripts took the main thread (what to work on when performance is low).
const ONLY = arg('only', '') ? arg('only', '').split(',') : null;
const DIAG = process.argv.includes('--diag');
const PORT = Number(arg('port', process.env.LIGHTHOUSE_PORT || '3130'));
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const OUT = path.resolve('bench/results');

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`server did not answer ${url} in ${ms / 1000} s`);
}

async function pages() {
  const home = await (await fetch(`${BASE}/`, { headers: { cookie: 'city_name=Mysuru' } })).text();
  const detail = /href="(\/property-details\/[^"]+)"/.exec(home)?.[1];
  if (!detail) throw new Error('no detail link on the home page');
  const mysuru = encodeURIComponent(JSON.stringify([{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }]));
  // Pages: the city's insights, its first locality page, the EMI calculator.
  const insights = await (await fetch(`${BASE}/insights/mysuru`)).text();
  const locality = /href="(\/insights\/mysuru\/[^"?#]+)"/.exec(insights)?.[1];
  if (!locality) throw new Error('no locality link on /insights/mysuru');
  // The search page audited must be one search engines are meant to index (lib/seo/index-policy.ts): a
  // search a landing page shows exactly is that page's (noindex, canonical = the landing page), so the
  // first candidate that answers without noindex is taken.
  const bengaluru = encodeURIComponent(JSON.stringify([{ label: 'Bengaluru', value: { city: 'Bengaluru', locality: '' } }]));
  let search = null;
  for (const candidate of [`/search/residential/type=rent&location=${mysuru}`, `/search/residential/type=sale&location=${mysuru}`,
    `/search/residential/type=rent&location=${bengaluru}`, `/search/residential/type=sale&location=${bengaluru}`]) {
    const html = await (await fetch(`${BASE}${candidate}`)).text();
    if (!/<meta name="robots" content="[^"]*noindex/.test(html)) { search = candidate; break; }
    // A clean search points to its readable place page (/in/…), which is the one indexed: audit that.
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (canonical && new URL(canonical, BASE).pathname.startsWith('/in/')) { search = new URL(canonical, BASE).pathname; break; }
  }
  if (!search) throw new Error('no indexable search page among the candidates');
  return [
    { id: 'insights-city', path: '/insights/mysuru' },
    { id: 'insights-locality', path: locality },
    { id: 'emi-calculator', path: '/emi-calculator' },
    { id: 'home', path: '/' },
    { id: 'search', path: search },
    { id: 'detail', path: detail },
    { id: 'landing', path: '/pg/pgs-in-mysore-rd' },
    // The same pages in the other languages: the Devanagari and Kannada fonts must not cost the budget.
    { id: 'search-hi', path: `/hi${search}` },
    { id: 'detail-kn', path: `/kn${detail}` },
  ];
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = r.lhr;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    const metrics = { fcp: ms('first-contentful-paint'), lcp: ms('largest-contentful-paint'), tbt: ms('total-blocking-time'),
      si: ms('speed-index'), cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)) };
    if (DIAG) diagnose(url, lhr);
    return { scores, lcpMs: metrics.lcp, metrics, failed };
  } finally {
    await chrome.kill();
  }
}

function diagnose(url, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcp = items('largest-contentful-paint-element');
  const node = lcp[0]?.items?.[0]?.node ?? lcp[0]?.node;
  const phases = lcp[1]?.items ?? [];
  console.log(`\n${url}\n  LCP element: ${node?.snippet ?? '?'}`);
  for (const ph of phases) console.log(`    ${ph.phase ?? ph.label}: ${Math.round(ph.timing ?? 0)} ms`);
  for (const b of items('bootup-time').slice(0, 6)) console.log(`  script ${Math.round(b.total)} ms (scripting ${Math.round(b.scripting)}): ${b.url}`);
  for (const t of items('long-tasks').slice(0, 6)) console.log(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)}: ${t.url}`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const loadAtStart = os.loadavg();
const env = { ...process.env, E2E_DATA_DIR: process.env.E2E_DATA_DIR || '.lighthouse-data' };
const server = spawn('node', ['scripts/e2e-server.mjs', String(PORT)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
let code = 0;
try {
  await waitFor(`${BASE}/api/ready`, 300_000);
  const results = [];
  const all = await pages();
  // A misspelt --only id would audit nothing and report every page at target: refuse it instead.
  const unknown = (ONLY ?? []).filter((id) => !all.some((x) => x.id === id));
  if (unknown.length) throw new Error(`--only: no page ${unknown.join(', ')} (pages: ${all.map((x) => x.id).join(', ')})`);
  for (const p of all.filter((x) => !ONLY || ONLY.includes(x.id))) {
    await fetch(`${BASE}${p.path}`).then((r) => r.arrayBuffer()); // warm the server, not the browser
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${BASE}${p.path}`));
    const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
    const failed = [...new Set(runs.flatMap((r) => r.failed))];
    // The metrics behind the performance score, as medians: what to work on when it is low.
    const metrics = Object.fromEntries(Object.keys(runs[0].metrics).map((k) => [k, median(runs.map((r) => r.metrics[k]))]));
    results.push({ ...p, median: med, lcpMs: metrics.lcp, metrics, runs: runs.map((r) => ({ ...r.scores, ...r.metrics })), failedAudits: failed });
    console.log(`${p.id.padEnd(8)} ${CATEGORIES.map((c) => `${c} ${med[c]}`).join('  ')}  ${Object.entries(metrics).map(([k, v]) => `${k} ${v}`).join(' ')}`);
  }
  const ok = results.every((r) => CATEGORIES.every((c) => r.median[c] >= TARGET[c]));
  // A partial run (--only) prints its figures but leaves the results files to full runs.
  if (!ONLY) {
    fs.mkdirSync(OUT, { recursive: true });
    const when = new Date().toISOString();
    fs.writeFileSync(path.join(OUT, 'lighthouse.json'), JSON.stringify({ when, runs: RUNS, lighthouse: '12.8.2', chromium: CHROME, target: TARGET, results }, null, 2));
    const m = (r) => `${r.metrics.fcp} | ${r.metrics.lcp} | ${r.metrics.tbt} | ${r.metrics.si} | ${r.metrics.cls}`;
    const rows = results.map((r) => `| ${r.id} | ${CATEGORIES.map((c) => `${r.median[c]}${r.median[c] >= TARGET[c] ? ' ✓' : ' ✗'}`).join(' | ')} | ${m(r)} | ${r.failedAudits.join(', ') || '–'} |`);
    fs.writeFileSync(path.join(OUT, 'lighthouse.md'), [
      `# Lighthouse (mobile, default throttling), median of ${RUNS} first visits, ${when}`, '',
      `| page | performance (≥ 90) | accessibility (100) | best practices (100) | SEO (100) | FCP ms | LCP ms | TBT ms | SI ms | CLS | audits failed in a run |`,
      '|---|---|---|---|---|---|---|---|---|---|---|', ...rows, '',
      `Load average when the run started: ${loadAtStart.map((x) => x.toFixed(2)).join(', ')} (the figures need an otherwise idle machine).`, '',
    ].join('\n'));
  }
  console.log(ok ? 'Lighthouse: all pages at target' : 'Lighthouse: below target (bench/results/lighthouse.md)');
  code = ok ? 0 : 1;
} catch (e) {
  console.error(e);
  code = 2;
} finally {
  server.kill('SIGTERM');
}
process.exit(code);
