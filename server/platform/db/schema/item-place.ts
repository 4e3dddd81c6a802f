// Where a posted item (listing, PG, project) stands: the address as typed, the city and
// locality search filters on (locality_id once matched to the locality index), and the
// map pin. One definition so search, the map and the sitemap read the same columns.
import { doublePrecision, integer, text } from 'drizzle-orm/pg-core';
import { localities } from './places';

export const itemPlaceColumns = () => ({
  address: text('address'),
  city: text('city').notNull(),
  locality: text('locality').notNull(),
  localityId: integer('locality_id').references(() => localities.id),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
});
