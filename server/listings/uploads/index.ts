import 'server-only';

// The door of server/listings/uploads: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { documentUrl } from './document-url';
export { keyOf } from './documents';
