// The bounded contexts of server/. Read by .dependency-cruiser.cjs (the door and
// cycle rules), scripts/context-graph.mjs (the context-level import graph) and
// the move codemod.
const fs = require('node:fs');
const path = require('node:path');

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
 * start-up, ops, dev tools, seeding) and may import any file; no context imports
 * them. The .ts files directly in server/ (flat) or server/platform/ (nested):
 * routes.ts, trust-routes.ts, next-handlers.ts, are roots too.
 */
const ROOTS = ['jobs', 'fleet', 'ops', 'dev', 'seed'];

/** Nested: server/<context>/<domain>/ with a door server/<context>/index.ts. Flat: server/<domain>/. */
const NESTED = fs.existsSync(path.join(__dirname, '../server/platform'));

/** domain folder -> its context. */
const CONTEXT_OF = Object.fromEntries(Object.entries(CONTEXTS).flatMap(([c, ds]) => ds.map((d) => [d, c])));
for (const r of ROOTS) CONTEXT_OF[r] = 'platform';

module.exports = { CONTEXTS, CONTEXT_OF, ROOTS, NESTED };
