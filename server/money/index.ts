import 'server-only';

// The door of the money context: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { billingToApi } from './billing';
export { assertCanAddProject, assertCanGoLive, leadsToday, settledEntitlements } from './plans';
