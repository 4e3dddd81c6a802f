import 'server-only';

// The door of server/trust/leads: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { requireActiveUser } from './active-user';
