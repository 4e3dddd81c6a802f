import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs name files and npm scripts as facts; a rename that forgets the docs
// leaves a reader looking for something that is not there. Every backticked
// repository path and every `npm run X` in README.md and docs/**/*.md must exist.

const ROOT = path.resolve(import.meta.dirname, '../..');
const TOP = ['server', 'lib', 'app', 'scripts', 'tests', 'e2e', 'bench', 'components', 'docs', 'store',
  'services', 'landing-data', 'public', 'styles', '.ci'];
const FILE_EXT = /\.(tsx?|mjs|cjs|js|d\.mts|json|md|sh|sql|txt|yml|yaml|css)$/;
// Placeholders and globs name a family of files, not one; ../ is outside the repository;
// dist/ is what `npm run build` writes (the production server), never in the repository.
const PLACEHOLDER = /[<>*{}$…]|\.\.\.|^\.\.\/|^dist\//;

/** Inline code spans of a markdown text, fenced blocks left out. */
export function codeSpans(md: string): string[] {
  const prose = md.replace(/^```[^\n]*\n[\s\S]*?^```\s*$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
}

/** The words of a code span that name a file or folder of the repository. */
export function repoPaths(span: string): string[] {
  return span.split(/\s+/)
    .map((w) => w.replace(/^[("']+|[)"',;:.]+$/g, ''))
    .filter((w) => w.includes('/') && !w.startsWith('/') && !/^[a-z]+:/i.test(w) && !PLACEHOLDER.test(w))
    .filter((w) => TOP.some((t) => w.startsWith(`${t}/`)) || FILE_EXT.test(w));
}

/** `npm run X` names anywhere in the text, code blocks included (the quick start is one). */
export function npmScripts(md: string): string[] {
  return [...md.matchAll(/npm run ([\w:.-]+)/g)].map((m) => m[1]);
}

/** Relative link targets (`[text](target)`), anchors and web addresses left out. */
export function relativeLinks(md: string): string[] {
  return [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1].split('#')[0]).filter((t) => t && !/^[a-z]+:/i.test(t));
}

function markdownFiles(): string[] {
  const out = ['README.md'];
  const walk = (dir: string) => {
    if (!existsSync(path.join(ROOT, dir))) return;
    for (const e of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  return out;
}

describe('extracting references from markdown', () => {
  it('finds paths in code spans, skips URLs, API routes, placeholders and fenced blocks', () => {
    const md = [
      'See `server/catalog/search/catalog/where.ts` and `node scripts/serve.mjs -p 3000`,',
      'not `/api/health`, `http://x.y/a.ts`, `bench/results/<db>-<N>.md`, `DATA_DIR/jwt-secret`, `../shared/SPEC.md` or `where.ts`;',
      'folders count: `server/platform/jobs/`, and so do files with an extension: `foo/bar.json`.',
      '```', 'server/in-a-fence.ts', 'npm run fenced', '```',
      'Run `npm run bench:readme -- --x` and `npm test`.',
    ].join('\n');
    expect(codeSpans(md).flatMap(repoPaths)).toEqual([
      'server/catalog/search/catalog/where.ts', 'scripts/serve.mjs', 'server/platform/jobs/', 'foo/bar.json',
    ]);
    expect(npmScripts(md)).toEqual(['fenced', 'bench:readme']);
    expect(relativeLinks('[a](docs/x.md#y) [b](#top) [c](https://e.x/) [d](../README.md)')).toEqual(['docs/x.md', '../README.md']);
  });
});

describe('docs name only what exists', () => {
  const scripts = Object.keys((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
  const files = markdownFiles();

  it('reads the README and the docs folder', () => {
    expect(files).toContain('README.md');
    expect(files.filter((f) => f.startsWith('docs/')).length).toBeGreaterThan(5);
  });

  it.each(files)('%s: every repository path exists', (file) => {
    const md = readFileSync(path.join(ROOT, file), 'utf8');
    const missing = [...new Set(codeSpans(md).flatMap(repoPaths))].filter((p) => !existsSync(path.join(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it.each(files)('%s: every relative link leads to a file', (file) => {
    const md = readFileSync(path.join(ROOT, file), 'utf8');
    const missing = relativeLinks(md).filter((t) => !existsSync(path.join(ROOT, path.dirname(file), t)));
    expect(missing).toEqual([]);
  });

  it.each(files)('%s: every npm script exists', (file) => {
    const md = readFileSync(path.join(ROOT, file), 'utf8');
    const missing = [...new Set(npmScripts(md))].filter((s) => !scripts.includes(s));
    expect(missing).toEqual([]);
  });
});
