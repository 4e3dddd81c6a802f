// The layers of the server, checked by `npm run lint` (dependency-cruiser).
//
// A domain is a folder server/<domain>/. It may import lib/, the shared server
// modules (SHARED below) and its own files. It reaches another domain only
// through a PORT: one file of that domain, listed here with the domains allowed
// to call it. A new cross-domain import fails lint until it is added here, so
// this file is the one list of how the domains depend on each other.
// server/routes.ts and server/trust-routes.ts are the composition roots: they
// mount every domain's routes.ts and are not a domain themselves.

/** Modules every domain may import: the database, HTTP plumbing, the item kinds, cache invalidation. */
const SHARED = ['db', 'http', 'items', 'cache'];

/** port file -> the domains that may import it. */
const PORTS = {
  // Who is calling: every authenticated handler resolves the session here.
  'server/auth/session.ts': ['admin', 'bookmarks', 'callbacks', 'detail', 'leads', 'mail', 'media', 'payments', 'pgs', 'plans', 'posting', 'projects', 'search', 'settings', 'uploads', 'users', 'imports', 'grievances', 'consent', 'rera'],
  'server/auth/tokens.ts': ['payments', 'posting', 'search', 'uploads', 'users', 'consent'],
  'server/auth/secret.ts': ['mail', 'payments', 'fleet'],
  // A banned number stays banned after erasure: the desk records and lifts it, sign-up checks it.
  'server/auth/banned-phones.ts': ['admin', 'users'],
  'server/auth/otp.ts': ['posting'],
  'server/auth/otp-guesses.ts': ['ops'],
  'server/admin/guard.ts': ['uploads', 'grievances'],
  // The desk's grievance call logs the complainants it shows, like the desk's other reads.
  'server/admin/read-log.ts': ['grievances'],
  'server/users/service.ts': ['auth', 'mail', 'posting'],
  'server/users/viewer.ts': ['search'],
  'server/settings/service.ts': ['users'],
  // DPDP consent: logging in, saving an alert, sending a lead and the settings switches record one;
  // the alert worker, the lead lists and "download my data" read withdrawals (server/consent).
  'server/consent/service.ts': ['alerts', 'auth', 'callbacks', 'enquiries', 'leads', 'settings', 'users'],
  // Every alert mail carries a signed one-click unsubscribe link.
  'server/consent/unsubscribe.ts': ['alerts'],
  // The footer's newsletter signup is a visitor's consent, kept and withdrawn here.
  'server/consent/newsletter.ts': ['newsletter'],
  'server/reviews/service.ts': ['users'],

  // Outbound messages.
  'server/sms/sender.ts': ['alerts', 'auth', 'dev', 'users'],
  'server/mail/sender.ts': ['alerts', 'consent', 'dev', 'grievances'],
  // Every SMS is a DLT template (lib/sms/templates.ts) sent through here.
  'server/sms/send.ts': ['alerts', 'auth'],
  // The desk shows the grievance queue beside the moderation queues.
  'server/grievances/service.ts': ['admin', 'users'],
  // Agents quote their RERA registration on their listings, profile and leads.
  'server/rera/agents.ts': ['detail', 'users', 'leads', 'callbacks'],
  'server/mail/verify-email.ts': ['users'],

  // Process-lifetime resources are created outside any request (see the file).
  'server/system/outside-request.ts': ['alerts', 'db', 'home', 'search', 'imports', 'jobs'],

  // Posting owns the rules every posted item follows (moderation, freshness, guest tokens, places).
  'server/posting/service.ts': ['pgs', 'projects', 'imports'],
  'server/posting/store.ts': ['pgs', 'projects'],
  'server/posting/moderation.ts': ['pgs', 'projects', 'seed'],
  'server/posting/guest-token.ts': ['media', 'pgs'],
  'server/posting/my-properties.ts': ['leads', 'pgs', 'projects'],
  'server/posting/my-items.ts': ['pgs', 'projects'],
  // Background jobs (server/jobs) run each domain's periodic work; the fleet's start-up
  // (server/fleet) agrees on the secret and starts them; spreadsheet imports post through posting.
  'server/jobs/index.ts': ['fleet'],
  'server/alerts/worker.ts': ['jobs'],
  'server/imports/worker.ts': ['jobs'],
  'server/plans/settle.ts': ['jobs', 'seed'],
  'server/media/s3-storage.ts': ['fleet'],
  // The freshness rules (re-exported from server/items/freshness.ts).
  'server/posting/freshness.ts': ['admin', 'pgs', 'projects'],
  'server/plans/entitlements.ts': ['posting'],
  'server/plans/projects.ts': ['projects'],
  'server/plans/catalogue.ts': ['payments'],
  'server/plans/restore.ts': ['payments'],
  'server/billing/details.ts': ['payments', 'plans', 'users'],
  'server/billing/invoices.ts': ['payments', 'seed'],
  'server/billing/invoice-pdf.ts': ['payments'],
  'server/billing/seller.ts': ['payments'],

  // Photos and files.
  'server/media/attach.ts': ['pgs', 'posting', 'projects'],
  'server/media/duplicates.ts': ['admin', 'posting'],
  // Every image upload decodes under the same pixel budget and timeout.
  'server/media/decode-budget.ts': ['uploads'],
  'server/media/renditions.ts': ['projects', 'jobs', 'users'],
  'server/media/serve.ts': ['uploads'],
  'server/media/storage.ts': ['ops', 'uploads', 'jobs', 'users'],
  'server/uploads/quota.ts': ['media'],
  'server/uploads/sniff.ts': ['media'],
  'server/uploads/store.ts': ['media', 'projects', 'imports'],
  'server/uploads/documents.ts': ['users'],
  'server/uploads/document-url.ts': ['users'],

  // Saved-search alerts: writers queue an event in their own transaction; alerts match with search's filters.
  'server/alerts/events.ts': ['admin', 'pgs', 'posting', 'projects', 'jobs'],
  'server/search/catalog/filters.ts': ['alerts', 'map'],
  'server/search/catalog/schemas.ts': ['alerts', 'map'],
  'server/search/catalog/search.ts': ['alerts', 'map'],
  // The map view runs the results page's own search inside a box and opens a pin's card.
  'server/search/catalog/cards-for.ts': ['map'],
  // A drawn area is part of the search's WHERE (results, counts and saved-search alerts alike).
  'server/map/area-sql.ts': ['search'],

  // Cards: every list of items (detail's similar items, profiles, sitemaps, leads, alerts) is built the same way.
  'server/search/catalog/card-query.ts': ['detail', 'seo', 'users', 'map'],
  'server/search/catalog/cards.ts': ['detail', 'users'],
  'server/search/catalog/shape.ts': ['detail'],
  'server/search/catalog/types.ts': ['alerts', 'detail', 'users'],
  'server/search/views/views.ts': ['admin', 'alerts', 'callbacks', 'compare', 'detail', 'leads'],
  'server/search/views/user-items.ts': ['bookmarks'],
  'server/seo/metadata.ts': ['detail', 'search'],
  // Search pages ask which SPEC landing page shows them; SEO pages read search figures and neighbours.
  'server/seo/landing-twins.ts': ['search'],
  // ... and which readable place page (/in/...) is their one URL.
  'server/seo/page-path.ts': ['search'],
  // A readable place page renders the search page's own cached search.
  'server/search/catalog/load-search.ts': ['seo'],
  'server/search/catalog/figures.ts': ['seo'],
  'server/search/localities/nearby.ts': ['seo'],
  // One locality median: insights, the price context and compare cover a locality as search does.
  'server/search/localities/area.ts': ['insights'],
  // Locality search pages and the sitemap link the insights pages that exist.
  'server/insights/places.ts': ['seo'],
  // Readable place pages spell places by the insights slug rule, in SQL too.
  'server/insights/query.ts': ['seo'],
  'server/insights/indexable.ts': ['seo'],
  // Compare judges each price as the detail page does (the insights price context).
  'server/insights/price-context.ts': ['compare'],
  // SEO pages read a search page's filters from its state, as the page does (no wire body on the server).
  'server/search/catalog/state-filters.ts': ['seo'],

  // The detail page's per-kind extras.
  'server/pgs/rent-median.ts': ['detail'],
  'server/projects/detail-extras.ts': ['detail'],
  // A listing's history on its detail page; re-lists found with the photo hashes.
  'server/history/history.ts': ['detail'],
  'server/media/relists.ts': ['history'],

  // Leads: who may contact whom, and how often.
  'server/leads/active-user.ts': ['alerts', 'callbacks', 'enquiries', 'reports', 'reviews'],
  'server/leads/quota.ts': ['callbacks', 'enquiries', 'plans'],
  'server/leads/shared-phone.ts': ['callbacks'],
  'server/bookmarks/items.ts': ['callbacks', 'enquiries', 'reports'],
  'server/bookmarks/paging.ts': ['callbacks'],

  // Places.
  'server/places/cities.ts': ['seed', 'insights'],
  'server/places/locality-family.ts': ['search'],
  'server/places/plausible-points.ts': ['search', 'insights'],
};

const DOMAINS = [...new Set(Object.values(PORTS).flat().concat(Object.keys(PORTS).map((p) => p.split('/')[1])))].sort();
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const portsFor = (domain) => Object.entries(PORTS).filter(([, users]) => users.includes(domain)).map(([file]) => `^${esc(file)}$`);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import each other one way: a cycle means a port points the wrong way.',
      severity: 'error',
      from: { path: '^(server|lib)/', pathNot: ['^server/plans/(settle|entitlements)\\.ts$', '^server/media/(storage|s3-storage|local-storage)\\.ts$'] },
      // Type-only imports vanish at run time. Two cycles inside one folder are
      // known: the plan sweep and the entitlements (the sweep moves to server/jobs),
      // and the storage interface with its two implementations.
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
    {
      name: 'shared-not-to-domains',
      comment: 'The shared server modules import no domain (server/routes.ts is the composition root, not a domain).',
      severity: 'error',
      from: { path: `^server/(${SHARED.join('|')})/` },
      to: { path: '^server/[^/]+/', pathNot: [`^server/(${SHARED.join('|')})/`, ...portsFor('db')] },
    },
    // One rule per domain: its imports of other domains must be ports listed for it.
    ...DOMAINS.filter((d) => !SHARED.includes(d)).map((d) => ({
      name: `domain-${d}`,
      comment: `server/${d} reaches other domains only through the ports listed for it in .dependency-cruiser.cjs.`,
      severity: 'error',
      from: { path: `^server/${esc(d)}/` },
      to: { path: '^server/[^/]+/', pathNot: [`^server/(${esc(d)}|${SHARED.join('|')})/`, ...portsFor(d)] },
    })),
    {
      name: 'domain-without-ports',
      comment: 'A domain no port lists for imports no other domain: list the port it needs in .dependency-cruiser.cjs first.',
      severity: 'error',
      from: { path: '^server/([^/]+)/', pathNot: [`^server/(${DOMAINS.concat(SHARED).map(esc).join('|')})/`] },
      to: { path: '^server/[^/]+/', pathNot: ['^server/$1/', `^server/(${SHARED.join('|')})/`] },
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
