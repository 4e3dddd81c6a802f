// The bounded contexts of server/. Read by .dependency-cruiser.cjs (the door and
// cycle rules), scripts/context-graph.mjs (the context-level import graph) and
// the move codemod.
/**
 * context -> its domain folders, listed bottom-up: a context may import the ones
 * before it in this list, never one after it (no cycle between contexts). Where
 * the code said otherwise than the first sketch, it won:
 * - items (the item kinds, their live rule, the alert outbox), mail and sms
 *   (transports with their outboxes) are platform: every context uses them;
 * - enquiries are leads (trust); privacy (my data, erasure) and profiles (a
 *   poster's public page with its rating) read every context, so they are trust.
 */
const CONTEXTS = {
  platform: ['db', 'http', 'cache', 'system', 'items', 'mail', 'sms', 'runtime', 'i18n'],
  accounts: ['auth', 'users', 'settings', 'consent', 'rera'],
  money: ['plans', 'payments', 'billing'],
  listings: ['posting', 'pgs', 'projects', 'media', 'uploads', 'imports'],
  catalog: ['search', 'detail', 'seo', 'insights', 'map', 'compare', 'history', 'places', 'home'],
  trust: ['reports', 'reviews', 'leads', 'callbacks', 'enquiries', 'contact', 'grievances', 'faq', 'bookmarks', 'admin', 'privacy', 'profiles'],
  messaging: ['alerts', 'newsletter'],
};

/**
 * The composition roots (platform): they wire every context (route tables, jobs,
 * start-up, ops, dev tools, seeding) and may import any file; no context imports
 * them. The .ts files directly in server/ or server/platform/ (routes.ts,
 * trust-routes.ts, next-handlers.ts) are roots too.
 */
const ROOTS = ['jobs', 'fleet', 'ops', 'dev', 'seed'];

/** domain folder -> its context. */
const CONTEXT_OF = Object.fromEntries(Object.entries(CONTEXTS).flatMap(([c, ds]) => ds.map((d) => [d, c])));
for (const r of ROOTS) CONTEXT_OF[r] = 'platform';

/**
 * Where a file under server/ sits, from its path segments after 'server/'. A folder is
 * either a context (server/<context>/<domain>/..., the door server/<context>/index.ts)
 * or, before the move, a domain (server/<domain>/..., the door server/<domain>/index.ts);
 * the two may mix while the move is under way.
 * @returns {{ context: string, domain: string, root: boolean } | { unknown: string }}
 */
function placeOf(parts) {
  if (CONTEXTS[parts[0]]) {
    const domain = parts.length > 2 ? parts[1] : null;
    return { context: parts[0], domain, root: parts[0] === 'platform' && (!domain || ROOTS.includes(domain)) };
  }
  if (parts.length === 1) return { context: 'platform', domain: null, root: true };
  if (!CONTEXT_OF[parts[0]]) return { unknown: parts[0] };
  return { context: CONTEXT_OF[parts[0]], domain: parts[0], root: ROOTS.includes(parts[0]) };
}

module.exports = { CONTEXTS, CONTEXT_OF, ROOTS, placeOf };
