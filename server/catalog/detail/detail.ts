import 'server-only';
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import { reader, type Db } from '../../platform/db/client';
import {
  agentRera, agricultureDetails, builderAccounts, commercialDetails, listingImages, listings, localities, pgRooms, pgs,
  projects, residentialDetails, users,
} from '../../platform/db/schema';
import { ITEM_TABLE_SQL } from '../../platform/items/tables';
import { IMAGE_COLUMNS, cardColumns, toCard } from '../search/catalog/cards';
import { rows } from '../search/catalog/card-query';
import { snakeRow } from '../search/catalog/shape';
import { cardsFor } from '../search/views/views';
import { pgRentComparison, type RentMedian, projectExtras, reraShown, type ProjectExtras } from '../../listings';
import { CITY_STATE } from '@/lib/projects/rera';
import type { Card } from '../search/catalog/types';
import { liveSql } from '../../platform/items/live';
import { listingHistory } from '../history/history';
import type { HistoryEvent } from '@/lib/history/history-text';
import { agentReraShape, type AgentRera } from '../../accounts';

// Everything the detail page shows for one approved item, or null (unknown,
// pending, rejected, expired, deleted: all look the same to a visitor).

export const SIMILAR_LIMIT = 6;

const GROUP_DETAILS = {
  residential: residentialDetails, commercial: commercialDetails, agriculture: agricultureDetails,
} as const;

export type ListingDetail = {
  kind: DetailKind;
  card: Card;
  detail: Record<string, unknown>;
  /** Group attributes (residential/commercial/agriculture details) or PG rooms. */
  attributes: Record<string, unknown> | null;
  rooms: Record<string, unknown>[];
  images: { url: string; sort_order: number }[];
  poster: { id: number; name: string | null; role: string; profile_picture: string | null;
    company_name: string | null; company_logo: string | null;
    /** An agent's own RERA registration, quoted on each of their listings. */
    rera_agent: AgentRera | null } | null;
  similar: Card[];
  /** The locality's state and PIN code from the postal data (JSON-LD address), when known. */
  place?: { state: string; pincode: string } | null;
  /** A PG's locality median rents; a project's configurations, RERA and brochure. */
  pgMedians?: RentMedian[];
  project?: ProjectExtras | null;
  /** A home for sale under construction: its project's RERA number, with the QR code and link to check it. */
  rera?: ProjectExtras['rera'] | null;
  /** A listing's history: first posted, price changes, confirmations, earlier ads. */
  history?: HistoryEvent[];
};

async function poster(db: Db, userId: number): Promise<ListingDetail['poster']> {
  const [u] = await db.select({
    id: users.id, name: users.name, role: users.roleType, pic: users.profilePicture,
    company: builderAccounts.companyName, logo: builderAccounts.companyLogo,
    reraState: agentRera.state, reraNumber: agentRera.number,
  }).from(users).leftJoin(builderAccounts, eq(builderAccounts.userId, users.id))
    .leftJoin(agentRera, eq(agentRera.userId, users.id))
    .where(eq(users.id, userId)).limit(1);
  // No phone or e-mail: visitors reach the poster through callbacks and enquiries.
  return u ? { id: u.id, name: u.name, role: u.role, profile_picture: u.pic,
    company_name: u.company ?? null, company_logo: u.logo ?? null,
    rera_agent: agentReraShape(u.role, { state: u.reraState, number: u.reraNumber }) } : null;
}

/**
 * Similar items, as the Indian leaders show them: approved, same city, same
 * kind of thing (group, post type and category; a PG's gender; a project's
 * type) in a price band around this one (half to double), same locality first,
 * then nearest (by coordinates), then relevance.
 * A ₹76.8 L flat no longer lists a ₹4.7 Cr villa, nor a girls' PG a men's one.
 *
 * Reading the whole same-city band to keep 6 rows cost up to 24k rows
 * (128 ms) at 1M listings. Two short walks of ordered indexes instead (`scope`
 * being their equality prefix): the newest LOCALITY_ROWS of the same locality,
 * and the newest WALK_ROWS of the city; each keeps 6 that match. The 6 shown are
 * the same-locality ones first, then the nearest of the rest: a listing older than
 * the newest of its locality or city is no longer a candidate, a fair price for
 * ≤ 200 rows read on every detail page however large the city: the walks' 194
 * index entries (read from the index alone, migration 0041) and the 6 rows shown.
 */
export const LOCALITY_ROWS = 50;
export const WALK_ROWS = 144;

type SimilarQuery = {
  /** Equality prefix of the walked index (with status = approved). */
  scope: SQL;
  /** What else makes it similar (category, gender, type, price band). */
  match: SQL;
  /** The walked indexes' order (the city's; the locality's has lower(locality) before it). */
  walk: SQL;
  /** Columns `match` reads, besides id, place and order: with them in the walked index, a walk reads no heap. */
  matchColumns: AnyColumn[];
};

const WALK_COLUMNS = ['id', 'lat', 'lng', 'is_featured', 'created_at', 'locality'];

export function similarQuery(kind: DetailKind, id: number, q: SimilarQuery, here: Place): SQL {
  const t = ITEM_TABLE_SQL[kind];
  const locality = here.locality.toLowerCase();
  const distance = here.lat != null && here.lng != null
    // Squared degrees, longitude shrunk by cos(latitude): enough to order by.
    ? sql`coalesce(power("lat" - ${here.lat}, 2) + power(("lng" - ${here.lng}) * ${Math.cos((here.lat * Math.PI) / 180)}, 2), 1e9)`
    : sql`0`;
  // Each walk selects only what it filters and orders by, so it can read its index alone (0041); the
  // card's columns are read for the 6 kept rows only, by id.
  const keep = sql.raw([...WALK_COLUMNS, ...q.matchColumns.map((c) => c.name)].map((c) => `"${c}"`).join(', '));
  const picked = (near: 0 | 1) => sql`"id" as kid, ${sql.raw(String(near))} as near, ${distance} as distance,
    "is_featured" as k_featured, "created_at" as k_created`;
  return sql`select c.*, ${IMAGE_COLUMNS} from (
      select ${cardColumns(kind)}, k.near, k.distance from (
        (select ${picked(1)}
          from (select ${keep} from ${t} where ${q.scope} and ${liveSql(t)} and lower("locality") = ${locality}
            order by ${q.walk} limit ${LOCALITY_ROWS}) as ${t}
          where ${q.match} and "id" <> ${id}
          order by distance asc, is_featured desc, created_at desc, id desc limit ${SIMILAR_LIMIT})
        union all
        (select ${picked(0)}
          from (select ${keep} from ${t} where ${q.scope} and ${liveSql(t)} order by ${q.walk} limit ${WALK_ROWS}) as ${t}
          where ${q.match} and lower("locality") <> ${locality} and "id" <> ${id}
          order by is_featured desc, created_at desc, id desc limit ${SIMILAR_LIMIT})
        order by near desc, distance asc, k_featured desc, k_created desc, kid desc limit ${SIMILAR_LIMIT}
      ) k join ${t} on ${t}."id" = k.kid
    ) c
    order by near desc, distance asc, is_featured desc, created_at desc, id desc`;
}

async function similar(db: Db, kind: DetailKind, id: number, q: SimilarQuery, here: Place) {
  return (await rows(db, similarQuery(kind, id, q, here))).map(toCard);
}

type Place = { locality: string; lat: number | null; lng: number | null };

/** Half to double the price: the band a buyer of this one would also consider. */
const priceBand = (col: AnyColumn, price: number | null | undefined) =>
  price && price > 0 ? sql`${col} between ${Math.floor(price / 2)} and ${Math.ceil(price * 2)}` : sql`true`;

async function images(db: Db, kind: DetailKind, id: number) {
  return db.select({ url: listingImages.url, sort_order: listingImages.sortOrder }).from(listingImages)
    .where(and(eq(listingImages.kind, kind), eq(listingImages.itemId, id)))
    .orderBy(asc(listingImages.sortOrder), asc(listingImages.id));
}

/** State and PIN of a city's locality, from the postal places (the first PIN when several). */
async function placeOf(db: Db, city: string, locality: string) {
  const [p] = await db.select({ state: localities.state, pincode: localities.pincode }).from(localities)
    .where(and(eq(localities.cityName, city), eq(localities.nameLower, locality.toLowerCase()))).limit(1);
  return p ?? null;
}

export async function getListingDetail(kind: DetailKind, id: number): Promise<ListingDetail | null> {
  const d = await loadListingDetail(kind, id);
  if (d) d.place = await placeOf(await reader(), d.card.city, d.card.locality);
  if (d?.kind === 'pg') {
    d.pgMedians = await pgRentComparison(await reader(), { id: d.card.id, city: d.card.city, locality: d.card.locality, gender: String(d.detail.gender) },
      d.rooms.map((r) => String(r.room_type)));
  }
  if (d?.kind === 'project') d.project = await projectExtras(await reader(), d.card.id);
  if (d?.kind === 'property' && d.card.rera_number) d.rera = await reraShown(d.card.rera_number, d.place?.state ?? CITY_STATE[d.card.city] ?? null);
  return d;
}

async function loadListingDetail(kind: DetailKind, id: number): Promise<ListingDetail | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const db = await reader();
  const [card] = await cardsFor(db, [{ kind, id }]);
  if (!card) return null;
  if (kind === 'property') {
    const [row] = await db.select().from(listings).where(eq(listings.id, id));
    if (!row) return null;
    const g = GROUP_DETAILS[row.group];
    // cardsFor found it, so it is live: its history reads the row already here.
    const [attrs, imgs, who, history, sim] = await Promise.all([
      db.select().from(g).where(eq(g.listingId, id)).then((r) => r[0]),
      images(db, kind, id), poster(db, row.userId), listingHistory(db, id, row),
      similar(db, kind, id, {
        // listings_similar_locality_idx and listings_category_recent_idx, newest first.
        scope: and(eq(listings.group, row.group), eq(listings.postType, row.postType), eq(listings.city, row.city),
          eq(listings.category, row.category))!,
        match: priceBand(listings.price, row.price),
        walk: sql`${listings.createdAt} desc`,
        matchColumns: [listings.price],
      }, row),
    ]);
    return { kind, card, detail: snakeRow(row)!, attributes: snakeRow(attrs, ['listingId']),
      rooms: [], images: imgs, poster: who, similar: sim, history };
  }
  if (kind === 'pg') {
    const [row] = await db.select().from(pgs).where(eq(pgs.id, id));
    if (!row) return null;
    const [rooms, imgs, who, sim] = await Promise.all([
      db.select().from(pgRooms).where(eq(pgRooms.pgId, id)).orderBy(asc(pgRooms.rent)),
      images(db, kind, id), poster(db, row.userId),
      // pgs_relevance_idx, featured then newest.
      similar(db, kind, id, { scope: eq(pgs.city, row.city), match: and(eq(pgs.gender, row.gender), priceBand(pgs.minRent, row.minRent))!,
        walk: sql`${pgs.isFeatured} desc, ${pgs.createdAt} desc, ${pgs.id} desc`, matchColumns: [pgs.gender, pgs.minRent] }, row),
    ]);
    return { kind, card, detail: snakeRow(row)!, attributes: null,
      rooms: rooms.map((r) => snakeRow(r, ['pgId'])!), images: imgs, poster: who, similar: sim };
  }
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) return null;
  const [imgs, who, sim] = await Promise.all([
    images(db, kind, id), poster(db, row.userId),
    // projects_relevance_idx, featured then newest.
    similar(db, kind, id, { scope: eq(projects.city, row.city),
      match: and(eq(projects.projectType, row.projectType), priceBand(projects.priceMin, row.priceMin))!,
      walk: sql`${projects.isFeatured} desc, ${projects.createdAt} desc, ${projects.id} desc`, matchColumns: [projects.projectType, projects.priceMin] }, row),
  ]);
  return { kind, card, detail: snakeRow(row)!, attributes: null, rooms: [], images: imgs, poster: who, similar: sim };
}
