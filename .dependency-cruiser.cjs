// The layers of the server, checked by `npm run lint:layers` (dependency-cruiser,
// then scripts/context-graph.mjs for cycles between contexts).
//
// server/ is seven bounded contexts (scripts/contexts.cjs), layered bottom-up:
// platform < accounts < money < listings < catalog < trust < messaging.
// - A context imports only contexts below it: no cycle between contexts.
// - Inside a context, files import each other directly.
// - Across contexts, an import goes through the target's door, which re-exports
//   what other contexts use: server/<context>/index.ts once the domains sit in
//   server/<context>/<domain>/, server/<domain>/index.ts while they are flat.
//   Platform is the floor: its modules are imported directly.
// - The composition roots (routes.ts, trust-routes.ts, next-handlers.ts and the
//   ROOTS folders jobs, fleet, ops, dev, seed) live in platform, wire every
//   context and may import any file; no context imports them.
const { CONTEXTS, ROOTS } = require('./scripts/contexts.cjs');

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ORDER = Object.keys(CONTEXTS);
const BUSINESS = ORDER.filter((c) => c !== 'platform');
const either = (xs) => `(${xs.map(esc).join('|')})`;
/** The files of some contexts, as one path pattern: server/<context>/ and their flat server/<domain>/. */
const inContexts = (cs) => `^server/${either(cs.concat(cs.flatMap((c) => CONTEXTS[c])))}/`;
const ROOT_PATHS = [`^server/(platform/)?${either(ROOTS)}/`, '^server/(platform/)?[^/]+\\.tsx?$'];
/** A door: server/<context>/index.ts, or server/<domain>/index.ts while the domain is flat. */
const DOOR = '^server/[^/]+/index\\.ts$';
const KNOWN = `^server/${either(ORDER.concat(ORDER.flatMap((c) => CONTEXTS[c]), ROOTS))}/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import each other one way: a cycle means a dependency points the wrong way.',
      severity: 'error',
      from: { path: '^(server|lib)/', pathNot: ['^server/money/plans/(settle|entitlements)\\.ts$', '^server/listings/media/(storage|s3-storage|local-storage)\\.ts$'] },
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
      comment: `The ${c} context imports only the contexts below it (${ORDER.slice(0, i).join(', ') || 'none'}): contexts form no cycle.`,
      severity: 'error',
      from: { path: inContexts([c]), ...(c === 'platform' ? { pathNot: ROOT_PATHS } : {}) },
      to: { path: inContexts(ORDER.slice(i + 1)) },
    })),
    // One rule per business context: other contexts only through their doors.
    ...BUSINESS.map((c) => ({
      name: `context-${c}-door`,
      comment: `Across contexts, ${c} reaches another context only through its door (server/<context>/index.ts, or server/<domain>/index.ts while flat).`,
      severity: 'error',
      from: { path: inContexts([c]) },
      to: { path: inContexts(BUSINESS.filter((o) => o !== c)), pathNot: DOOR },
    })),
    {
      name: 'nothing-imports-a-root',
      comment: 'The composition roots wire the contexts; no context imports them.',
      severity: 'error',
      from: { path: inContexts(ORDER), pathNot: ROOT_PATHS },
      to: { path: ROOT_PATHS },
    },
    {
      name: 'folder-without-context',
      comment: 'Every server/ folder belongs to a context: put it under server/<context>/ (or name it in scripts/contexts.cjs).',
      severity: 'error',
      from: { path: '^server/[^/]+/', pathNot: KNOWN },
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
