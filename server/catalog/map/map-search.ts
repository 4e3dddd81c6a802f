import 'server-only';
import { sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { cellDegrees, type Box } from '@/lib/map/geo';
import type { DetailKind } from '@/lib/detail-url';
import type { Card } from '@/lib/card';
import type { MapCell, MapResult } from '@/lib/contract';
import { reader, type Db } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { validate } from '../../platform/http/validate';
import { listingFilters, pgFilters } from '../search/catalog/filters';
import { listingSearchBody, pgSearchBody } from '../search/catalog/schemas';
import { listingSources, pgSources } from '../search/catalog/search';
import { cardCount, COUNT_CAP, type Source } from '../search/catalog/card-query';
import { cardsFor } from '../search/catalog/cards-for';
import { boxWhere } from './area-sql';
import { checkView, mapSearchBody, type MapGroup } from './schemas';

// Map search: the results page's own search (same filters, same WHERE, drawn
// area included) inside the visible box, clustered on the server on a grid of
// ~60 px cells so a city-wide view sends a few hundred cells, never thousands of
// points (checkView refuses a box far larger than a screen at its zoom, whose
// cells would be single listings). A cell of one item is a pin (kind, id,
// price); the pin's card is fetched when it is opened (mapCard). Items without
// coordinates are counted, up to the list's cap. The geo indexes carry the
// common filters and id, so neither query reads a row.

/** One pin or cluster (lib/contract/map.ts): a cluster has count > 1 and no id. */
export type { MapCell, MapResult };

type Row = { gy: number; gx: number; n: number; lat: number; lng: number; id: number; price: number | null };

async function cellsOf(db: Db, s: Source, box: Box, cell: number): Promise<MapCell[]> {
  const lat = sql`${s.table}."lat"`;
  const lng = sql`${s.table}."lng"`;
  const price = s.key?.price ?? sql`null::bigint`;
  const c = sql.raw(String(cell));
  const found = await rows<Row>(db, sql`select floor(${lat} / ${c})::int as gy, floor(${lng} / ${c})::int as gx, count(*)::int as n,
      avg(${lat})::float8 as lat, avg(${lng})::float8 as lng, min(${s.table}."id")::int as id, min(${price})::float8 as price
    from ${s.table} where ${s.where} and ${boxWhere(lat, lng, box)} group by 1, 2`);
  const kind = (s.key?.kind ?? 'property') as DetailKind;
  return found.map((r) => (Number(r.n) === 1
    ? { lat: Number(r.lat), lng: Number(r.lng), count: 1, kind, id: Number(r.id), price: r.price === null ? null : Number(r.price) }
    : { lat: Number(r.lat), lng: Number(r.lng), count: Number(r.n), price: r.price === null ? null : Number(r.price) }));
}

/**
 * The search's items without coordinates, counted as the list counts them: up to COUNT_CAP,
 * then "10,000+" (a city-wide search where few items have a pin read every entry of the city:
 * 77k for Bengaluru sale at 1M listings). Both coordinates are asked to be null so the geo
 * indexes' run of pinless entries is entered at its next columns (bedrooms, price; gender, rent).
 */
export function unlocatedOf(db: Db, sources: Source[], cap = COUNT_CAP): Promise<{ total: number; capped: boolean }> {
  return cardCount(db, sources.map((s) => ({ ...s, where: sql`${s.where} and ${s.table}."lat" is null and ${s.table}."lng" is null` })), cap);
}

/** Cells of two sources (listings and projects) that share a grid square become one cluster. */
function merge(cells: MapCell[], cell: number): MapCell[] {
  const byKey = new Map<string, MapCell>();
  for (const c of cells) {
    const key = `${Math.floor(c.lat / cell)}:${Math.floor(c.lng / cell)}`;
    const had = byKey.get(key);
    if (!had) { byKey.set(key, c); continue; }
    const count = had.count + c.count;
    byKey.set(key, {
      lat: (had.lat * had.count + c.lat * c.count) / count, lng: (had.lng * had.count + c.lng * c.count) / count, count,
      price: [had.price, c.price].filter((p): p is number => p != null).reduce((a, b) => Math.min(a, b), Infinity),
    });
  }
  return [...byKey.values()].map((c) => (c.price === Infinity ? { ...c, price: null } : c));
}

export async function mapSearch(raw: unknown): Promise<MapResult> {
  const body = await validate(mapSearchBody, raw);
  checkView(body.bbox, body.zoom);
  const group = body.group as MapGroup;
  const search = { ...body.search, page: 1, limit: 1 };
  const sources = group === 'pg'
    ? pgSources(await pgFilters(await validate(pgSearchBody, search)))
    : listingSources(group, await listingFilters(group, await validate(listingSearchBody(group), search)));
  const db = await reader();
  const cell = cellDegrees(body.zoom);
  const [cells, unlocated] = await Promise.all([
    Promise.all(sources.map((s) => cellsOf(db, s, body.bbox, cell))),
    unlocatedOf(db, sources),
  ]);
  const merged = merge(cells.flat(), cell);
  return { cells: merged, inBox: merged.reduce((n, c) => n + c.count, 0), unlocated: unlocated.total, unlocatedCapped: unlocated.capped };
}

/** The card a pin opens (a live item only). */
export async function mapCard(kind: DetailKind, id: number): Promise<Card> {
  const [card] = await cardsFor(await reader(), [{ kind, id }]);
  if (!card) throw new AppError('not_found', 'This listing is no longer available');
  return card;
}
