// First-load JavaScript per route, gzip, from the build output.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import type { RouteJs } from './types';

export const FIRST_LOAD_METHOD =
  'Method: for each route, the JS files a first visit loads = build-manifest.json `rootMainFiles` (Next runtime, React, ' +
  'router) ∪ every file in the route\'s `entryJSFiles` (server/app/<route>_client-reference-manifest.js: the root and ' +
  'nested layouts, the page, and the error / loading / not-found boundaries of its segments). Polyfills (`noModule`, not ' +
  'loaded by modern browsers) and lazily imported chunks are left out; CSS is not counted. Each file is gzipped on its own ' +
  '(zlib level 9, as the gzip-size Next used) and the sizes summed; 1 kB = 1000 bytes. "Served HTML" repeats the sum for ' +
  'the <script src> tags of the page the server actually sent (a cross-check of the manifest reading). "framework" = the ' +
  'rootMainFiles alone (React DOM, Next runtime and router), the floor of any page of this Next/React version; "app" = the rest.';

export const FIRST_LOAD_ROUTES = [
  '/', '/search/residential/[id]', '/search/commercial/[id]', '/search/agriculture/[id]', '/search/pg/[id]',
  '/property-details/[slug]', '/project-details/[slug]',
];

const gzipCache = new Map<string, { raw: number; gz: number }>();

function sizes(distDir: string, file: string): { raw: number; gz: number } {
  const full = path.join(distDir, file);
  const hit = gzipCache.get(full);
  if (hit) return hit;
  const buf = fs.readFileSync(full);
  const s = { raw: buf.length, gz: zlib.gzipSync(buf, { level: 9 }).length };
  gzipCache.set(full, s);
  return s;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The app-path key ("/(site)/search/residential/[id]/page") of a route ("/search/residential/[id]"). */
export function routeKey(distDir: string, route: string): string | null {
  const file = path.join(distDir, 'app-path-routes-manifest.json');
  if (!fs.existsSync(file)) return null;
  const map = readJson<Record<string, string>>(file);
  return Object.entries(map).find(([key, r]) => r === route && key.endsWith('/page'))?.[0] ?? null;
}

export function frameworkFiles(distDir: string): string[] {
  const build = readJson<{ rootMainFiles?: string[] }>(path.join(distDir, 'build-manifest.json'));
  return (build.rootMainFiles ?? []).map((f) => f.replace(/^\/?_next\//, ''));
}

export function routeFiles(distDir: string, key: string): string[] {
  const build = readJson<{ rootMainFiles?: string[] }>(path.join(distDir, 'build-manifest.json'));
  const manifestFile = path.join(distDir, 'server', 'app', `${key}_client-reference-manifest.js`);
  const ctx = vm.createContext({});
  vm.runInContext(fs.readFileSync(manifestFile, 'utf8'), ctx);
  const all = (ctx as { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> }).__RSC_MANIFEST ?? {};
  const entry = all[key] ?? Object.values(all)[0];
  if (!entry?.entryJSFiles) throw new Error(`no entryJSFiles in ${path.basename(manifestFile)}`);
  const files = new Set<string>(build.rootMainFiles ?? []);
  for (const list of Object.values(entry.entryJSFiles)) for (const f of list) if (f.endsWith('.js')) files.add(f);
  return [...files].map((f) => f.replace(/^\/?_next\//, ''));
}

export function firstLoadJs(distDir: string, routes = FIRST_LOAD_ROUTES): RouteJs[] {
  return routes.map((route) => {
    const key = routeKey(distDir, route);
    if (!key) return { route, key: null, files: 0, rawBytes: 0, gzipBytes: 0, error: 'route not in this build' };
    try {
      const files = routeFiles(distDir, key);
      const framework = new Set(frameworkFiles(distDir));
      let rawBytes = 0;
      let gzipBytes = 0;
      let frameworkGzipBytes = 0;
      for (const f of files) {
        const s = sizes(distDir, f);
        rawBytes += s.raw;
        gzipBytes += s.gz;
        if (framework.has(f)) frameworkGzipBytes += s.gz;
      }
      return { route, key, files: files.length, rawBytes, gzipBytes, frameworkGzipBytes };
    } catch (e) {
      return { route, key, files: 0, rawBytes: 0, gzipBytes: 0, error: (e as Error).message };
    }
  });
}

/** <script src> files of a served page (module scripts only, no noModule polyfills). */
export function scriptSources(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = attrs.match(/\bsrc="([^"]+)"/i)?.[1];
    if (src && src.includes('/_next/static/')) out.add(src.replace(/^.*?\/_next\//, '').split('?')[0]);
  }
  return [...out];
}

export function htmlJs(distDir: string, html: string): { files: number; gzipBytes: number } {
  const files = scriptSources(html).filter((f) => fs.existsSync(path.join(distDir, f)));
  return { files: files.length, gzipBytes: files.reduce((a, f) => a + sizes(distDir, f).gz, 0) };
}
