// The bounded contexts of server/: each context is a group of domain folders.
// Read by .dependency-cruiser.cjs (the door and cycle rules) and by
// scripts/context-graph.mjs (the context-level import graph).

/**
 * context -> its domain folders under server/, listed bottom-up: a context may
 * import the ones above it in this list, never one below (no cycle between
 * contexts). Where the code said otherwise than the first sketch, it won:
 * - items (the item kinds, their live rule, the alert outbox), mail and sms
 *   (transports with their outboxes) are platform: every context uses them;
 * - enquiries are leads (trust); privacy (my data, erasure) and profiles (a
 *   poster's public page with rating) read every context, so they are trust.
 */
const CONTEXTS = {
  platform: ['db', 'http', 'cache', 'system', 'items', 'mail', 'sms'],
  accounts: ['auth', 'users', 'settings', 'consent', 'rera'],
  money: ['plans', 'payments', 'billing'],
  listings: ['posting', 'pgs', 'projects', 'media', 'uploads', 'imports'],
  catalog: ['search', 'detail', 'seo', 'insights', 'map', 'compare', 'history', 'places', 'home'],
  trust: ['reports', 'reviews', 'leads', 'callbacks', 'enquiries', 'contact', 'grievances', 'faq', 'bookmarks', 'admin', 'privacy', 'profiles'],
  messaging: ['alerts', 'newsletter'],
};

/**
 * The composition roots (platform): they wire every context (route tables, jobs,
 * start-up, ops, dev tools, seeding). They may import any door; nothing in a
 * context imports them. The files directly in server/ (routes.ts,
 * trust-routes.ts, next-handlers.ts) are roots too.
 */
const ROOTS = ['jobs', 'fleet', 'ops', 'dev', 'seed'];

/** domain folder -> its context. */
const CONTEXT_OF = Object.fromEntries(Object.entries(CONTEXTS).flatMap(([c, ds]) => ds.map((d) => [d, c])));

module.exports = { CONTEXTS, CONTEXT_OF, ROOTS };
