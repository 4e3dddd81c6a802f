import 'server-only';

// The door of server/listings/pgs: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { pgRentComparison, type RentMedian } from './rent-median';
