// The layers of the server, checked by `npm run lint:layers` (dependency-cruiser,
// then scripts/context-graph.mjs for cycles between contexts).
//
// server/ is seven bounded contexts (scripts/contexts.cjs), each a group of
// domain folders server/<domain>/. The contexts are layered bottom-up:
// platform < accounts < money < listings < catalog < trust < messaging.
// - A context imports only contexts below it: no cycle between contexts.
// - Inside a context, domains import each other's files freely.
// - Across contexts, an import goes through the target domain's door,
//   server/<domain>/index.ts, which re-exports what other contexts use.
//   Platform (db, http, cache, system, items, mail, sms) is the floor: its
//   modules are imported directly.
// - The composition roots (server/routes.ts, server/trust-routes.ts,
//   server/next-handlers.ts and the ROOTS folders: jobs, fleet, ops, dev, seed)
//   wire every context and may import any file; no context imports them.
const { CONTEXTS, ROOTS } = require('./scripts/contexts.cjs');

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ORDER = Object.keys(CONTEXTS);
const BUSINESS = ORDER.filter((c) => c !== 'platform');
const dirs = (domains) => `^server/(${domains.map(esc).join('|')})/`;
const ALL = ORDER.flatMap((c) => CONTEXTS[c]).concat(ROOTS);
const ROOT_FILES = '^server/[^/]+\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import each other one way: a cycle means a dependency points the wrong way.',
      severity: 'error',
      from: { path: '^(server|lib)/', pathNot: ['^server/plans/(settle|entitlements)\\.ts$', '^server/media/(storage|s3-storage|local-storage)\\.ts$'] },
      // Type-only imports vanish at run time. Two cycles inside one folder are
      // known: the plan sweep and the entitlements, and the storage interface
      // with its two implementations.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-not-to-ui',
      comment: 'server/ never imports the client, scripts or pages.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(components|services|store|scripts|app)/' },
    },
    {
      name: 'lib-stays-pure',
      comment: 'lib/ is shared by client and server: it imports neither.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(services|components|store|app|server|scripts)/' },
    },
    // One rule per context: it imports no context above it in scripts/contexts.cjs.
    ...ORDER.slice(0, -1).map((c, i) => ({
      name: `context-${c}-below`,
      comment: `server/ context ${c} imports only the contexts below it (${ORDER.slice(0, i).join(', ') || 'none'}): contexts form no cycle.`,
      severity: 'error',
      from: { path: dirs(CONTEXTS[c]) },
      to: { path: dirs(ORDER.slice(i + 1).flatMap((o) => CONTEXTS[o])) },
    })),
    // One rule per business context: other contexts' domains only through their door.
    ...BUSINESS.map((c) => ({
      name: `context-${c}-door`,
      comment: `Across contexts, ${c} reaches another context's domain only through its door server/<domain>/index.ts.`,
      severity: 'error',
      from: { path: dirs(CONTEXTS[c]) },
      to: { path: dirs(BUSINESS.filter((o) => o !== c).flatMap((o) => CONTEXTS[o])), pathNot: '^server/[^/]+/index\\.ts$' },
    })),
    {
      name: 'nothing-imports-a-root',
      comment: 'The composition roots wire the contexts; no context imports them.',
      severity: 'error',
      from: { path: dirs(ORDER.flatMap((c) => CONTEXTS[c])) },
      to: { path: [dirs(ROOTS), ROOT_FILES] },
    },
    {
      name: 'folder-without-context',
      comment: 'Every server/ folder belongs to a context: add a new one to scripts/contexts.cjs.',
      severity: 'error',
      from: { path: '^server/[^/]+/', pathNot: dirs(ALL) },
      to: { path: '.' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|data|bench/data)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
