import 'server-only';

// The door of the listings context: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { findClonedPhotos, findEarlierListings, getStorage, photoLocation, renditionKey } from './media';
export { pgRentComparison, type RentMedian } from './pgs';
export { freshUntil, lastDays } from './posting';
export { projectExtras, type ProjectExtras, reraShown } from './projects';
export { documentUrl, keyOf } from './uploads';
