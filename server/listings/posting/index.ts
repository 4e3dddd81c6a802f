import 'server-only';

// The door of server/listings/posting: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { freshUntil } from './freshness';
export { lastDays } from './my-properties';
