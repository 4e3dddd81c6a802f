import 'server-only';

// The door of server/money/plans: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { assertCanGoLive, settledEntitlements } from './entitlements';
export { leadsToday } from './lead-counts';
export { assertCanAddProject } from './projects';
