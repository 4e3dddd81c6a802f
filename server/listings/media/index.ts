import 'server-only';

// The door of server/listings/media: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { findClonedPhotos } from './duplicates';
export { findEarlierListings } from './relists';
export { photoLocation, renditionKey } from './renditions';
export { getStorage } from './storage';
