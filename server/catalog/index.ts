import 'server-only';

// The door of the catalog context: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { type Card, cardPage, cardsFor, type Group, LISTING_CARD_COLUMNS, listingFilters, listingSearchBody, type ListingSearchBody, listingSources, PG_CARD_COLUMNS, pgFilters, pgSearchBody, type PgSearchBody, pgSources, PROJECT_CARD_COLUMNS, type Range, type RoomCount, userItems } from './search';
