import 'server-only';

// The door of the trust context: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { requireActiveUser } from './leads';
