import 'server-only';

// The door of server/listings/projects: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { projectExtras, type ProjectExtras, reraShown } from './detail-extras';
