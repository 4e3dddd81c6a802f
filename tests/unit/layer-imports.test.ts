import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The house rule: app -> components -> store/services -> lib, and server -> lib.
// A server module that imports from the UI layers pulls React code into the
// server's graph and ties the domain to presentation; lib is the shared floor.

const ROOT = join(__dirname, '..', '..');
const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

function importsInto(dir: string, layers: string[]): string[] {
  const bad: string[] = [];
  for (const file of sources(dir)) {
    for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const target = spec.startsWith('@/') ? spec.slice(2)
        : spec.startsWith('.') ? relative(ROOT, join(ROOT, file, '..', spec)) : null;
      if (target && layers.some((l) => target === l || target.startsWith(`${l}/`))) bad.push(`${file} -> ${spec}`);
    }
  }
  return bad;
}

describe('dependencies run one way', () => {
  it('server modules import nothing from app, components, store or services', () => {
    expect(importsInto('server', ['app', 'components', 'store', 'services'])).toEqual([]);
  });

  it('lib imports nothing from server, app or components', () => {
    expect(importsInto('lib', ['server', 'app', 'components'])).toEqual([]);
  });
});
