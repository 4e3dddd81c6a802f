// Builds the production server (server/platform/runtime/serve.ts) into one plain
// ES module, dist/server.mjs, so `npm start` runs on Node alone (no TypeScript
// loader at run time). Part of `npm run build`; the e2e server, the demo and the
// fleet launcher call buildServer() too, so a source change never runs stale.
// Packages stay imports (next, prom-client): one copy each, shared with Next's build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = 'server/platform/runtime/serve.ts';
export const SERVER_OUT = 'dist/server.mjs';

/** Compiles the server; resolves to the absolute path of the built file. */
export async function buildServer(root = ROOT) {
  const outfile = path.join(root, SERVER_OUT);
  await build({
    absWorkingDir: root,
    entryPoints: [SERVER_ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    banner: { js: '// Built by scripts/build-server.mjs from server/platform/runtime/: edit the sources, not this file.' },
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await buildServer();
  console.log(`production server built: ${path.relative(process.cwd(), out)}`);
}
