import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { detailUrl } from '@/lib/detail-url';
import { PG_ROOM_TYPES } from '@/lib/enums';
import { formatArea } from '@/lib/posting/area-units';
import type { Card, Group, PostType } from './types';

// Every card source (listings, projects, PGs) selects the same columns in the
// same order so they can be UNION ALL-ed, sorted and paged together.
// Table names stay unaliased: WHERE clauses from where.ts name "listings"."x".

export const LISTING_CARD_COLUMNS = sql`
  'property'::text as kind, "listings"."id", "listings"."title", "listings"."group"::text as grp,
  "listings"."category"::text as category, "listings"."post_type"::text as post_type,
  "listings"."price", null::bigint as price_max,
  "listings"."bedrooms", null::int as bedrooms_max, "listings"."bathrooms",
  "listings"."super_area", "listings"."built_up_area", "listings"."carpet_area",
  "listings"."plot_area", "listings"."area_unit"::text as area_unit,
  "listings"."locality", "listings"."city", "listings"."posted_by"::text as posted_by,
  "listings"."created_at", "listings"."is_featured", "listings"."is_verified",
  "listings"."furnishing"::text as furnishing, "listings"."facing"::text as facing,
  null::text as gender, null::text[] as room_types,
  coalesce("listings"."confirmed_at", "listings"."approved_at", "listings"."created_at") as confirmed_at,
  "listings"."display_area_unit", "listings"."super_area_raw", "listings"."built_up_area_raw",
  "listings"."carpet_area_raw", "listings"."plot_area_raw", "listings"."rera_number",
  null::text as price_room`;

// A project reads as a residential sale card; residential_plot is the 'plot' category.
export const PROJECT_CARD_COLUMNS = sql`
  'project'::text as kind, "projects"."id", "projects"."name" as title, 'residential'::text as grp,
  (case "projects"."project_type" when 'residential_plot' then 'plot'
     else "projects"."project_type"::text end) as category, 'sale'::text as post_type,
  "projects"."price_min" as price, "projects"."price_max",
  "projects"."bedrooms_min" as bedrooms, "projects"."bedrooms_max" as bedrooms_max, null::int as bathrooms,
  null::int as super_area, null::int as built_up_area, null::int as carpet_area,
  null::float8 as plot_area, 'sqft'::text as area_unit,
  "projects"."locality", "projects"."city", 'builder'::text as posted_by,
  "projects"."created_at", "projects"."is_featured", false as is_verified,
  "projects"."furnishing"::text as furnishing, null::text as facing,
  null::text as gender, null::text[] as room_types,
  null::timestamptz as confirmed_at, null::text as display_area_unit, null::float8 as super_area_raw,
  null::float8 as built_up_area_raw, null::float8 as carpet_area_raw, null::float8 as plot_area_raw,
  "projects"."rera_number", null::text as price_room`;

/**
 * PG cards. `rooms` (where.ts pgMatchingRooms) = the rent and type of the PG's
 * room answering a room-type search: the card then shows it ("Single room
 * ₹7,500") and the price sort uses that rent; otherwise the cheapest room.
 */
export function pgCardColumns(rooms: { rent: SQL; room: SQL } | null = null): SQL {
  const price = rooms ? sql`${rooms.rent}::bigint` : sql`"pgs"."min_rent"::bigint`;
  const priceRoom = rooms ? rooms.room : sql`null::text`;
  return sql`
  'pg'::text as kind, "pgs"."id", "pgs"."name" as title, null::text as grp,
  'pg'::text as category, 'rent'::text as post_type,
  ${price} as price, null::bigint as price_max,
  null::int as bedrooms, null::int as bedrooms_max, null::int as bathrooms,
  null::int as super_area, null::int as built_up_area, null::int as carpet_area,
  null::float8 as plot_area, 'sqft'::text as area_unit,
  "pgs"."locality", "pgs"."city", "pgs"."posted_by"::text as posted_by,
  "pgs"."created_at", "pgs"."is_featured", false as is_verified,
  null::text as furnishing, null::text as facing,
  "pgs"."gender"::text as gender, "pgs"."room_types",
  null::timestamptz as confirmed_at, null::text as display_area_unit, null::float8 as super_area_raw,
  null::float8 as built_up_area_raw, null::float8 as carpet_area_raw, null::float8 as plot_area_raw,
  null::text as rera_number, ${priceRoom} as price_room`;
}

export const PG_CARD_COLUMNS = pgCardColumns();

/** First image and image count, computed only for the rows of the page. */
export const IMAGE_COLUMNS = sql`
  (select i.url from listing_images i where i.kind = c.kind::item_kind and i.item_id = c.id
     order by i.sort_order, i.id limit 1) as image,
  (select count(*)::int from listing_images i where i.kind = c.kind::item_kind and i.item_id = c.id) as images_count,
  (select json_build_object('old', e.old_price, 'new', e.new_price, 'at', e.created_at) from listing_events e
     where c.kind = 'property' and e.listing_id = c.id and e.type = 'price'
     order by e.created_at desc limit 1) as price_change`;

/**
 * The card's price drop: the listing's latest price change (listing_events,
 * read for the page's rows only, like the image) when it lowered the price to today's.
 */
function priceDrop(r: CardRow): Card['price_drop'] | null {
  const raw = typeof r.price_change === 'string' ? JSON.parse(r.price_change) : r.price_change;
  if (!raw) return null;
  const [old, now] = [Number(raw.old), Number(raw.new)];
  if (!(old > now) || now !== Number(r.price)) return null;
  return { amount: old - now, since: new Date(raw.at).toISOString() };
}

export type CardRow = Record<string, unknown>;

const PLOT_CATEGORIES = new Set(['plot', 'commercial_plot', 'industrial_plot', 'land']);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

// Which area a card shows: plots and land their plot area, buildings the
// first recorded of super, built-up, carpet (then plot, e.g. a farm house).
function area(r: CardRow): Card['area'] {
  const unit = r.area_unit === 'acre' ? 'acre' : 'sqft';
  const options: [unknown, string][] = [
    [r.super_area, 'Super area'], [r.built_up_area, 'Built-up area'],
    [r.carpet_area, 'Carpet area'], [r.plot_area, 'Plot area'],
  ];
  if (PLOT_CATEGORIES.has(String(r.category))) options.unshift([r.plot_area, 'Plot area']);
  const hit = options.find(([v]) => v !== null && v !== undefined);
  if (!hit) return null;
  return { value: Number(hit[0]), unit: hit[1] === 'Plot area' ? unit : 'sqft', label: hit[1] };
}

const RAW: Record<string, string> = {
  'Super area': 'super_area_raw', 'Built-up area': 'built_up_area_raw', 'Carpet area': 'carpet_area_raw', 'Plot area': 'plot_area_raw',
};

/** The card's area in the poster's own unit ("150 sq.yd", "2.5 acre"), when the poster gave one. */
function areaDisplay(r: CardRow, a: Card['area']): string | null {
  if (!a) return null;
  const raw = r[RAW[a.label]];
  const unit = r.display_area_unit;
  if (typeof unit === 'string' && raw !== null && raw !== undefined) return formatArea(Number(raw), unit);
  return formatArea(a.value, a.unit);
}

/** "Single room", "Double sharing": the room a PG card's price is for. */
function roomLabel(type: string): string {
  const label = PG_ROOM_TYPES.find((t) => t.value === type)?.label ?? type;
  const sentence = label.charAt(0) + label.slice(1).toLowerCase();
  return type === 'other' ? 'Other room' : sentence;
}

/** The one mapper from a card row (any source) to the API card. */
export function toCard(r: CardRow): Card {
  const kind = r.kind as Card['kind'];
  const card: Omit<Card, 'url'> = {
    id: Number(r.id),
    kind,
    ResidentialProject: kind === 'project',
    title: String(r.title),
    group: (r.grp as Group | null) ?? null,
    category: String(r.category),
    post_type: r.post_type as PostType,
    price: num(r.price),
    price_max: num(r.price_max),
    bedrooms: num(r.bedrooms),
    bedrooms_max: num(r.bedrooms_max),
    bathrooms: num(r.bathrooms),
    area: area(r),
    area_display: areaDisplay(r, area(r)),
    confirmed_at: r.confirmed_at ? new Date(r.confirmed_at as string | Date).toISOString() : null,
    locality: String(r.locality),
    city: String(r.city),
    posted_by: String(r.posted_by),
    posted_at: new Date(r.created_at as string | Date).toISOString(),
    image: (r.image as string | null) ?? null,
    images_count: Number(r.images_count ?? 0),
    is_featured: Boolean(r.is_featured),
    is_verified: Boolean(r.is_verified),
    furnishing: (r.furnishing as string | null) ?? null,
    facing: (r.facing as string | null) ?? null,
    gender: (r.gender as string | null) ?? null,
    room_types: (r.room_types as string[] | null) ?? null,
    ...(r.price_room ? { price_label: roomLabel(String(r.price_room)) } : {}),
    // RERA s. 11(2): a project's ad (and a home's in one) carries its registration number. Only live items have
    // cards, and a live project without one was found exempt, so a card never says "not provided".
    ...(r.rera_number ? { rera_number: String(r.rera_number) } : {}),
  };
  const drop = priceDrop(r);
  if (drop) card.price_drop = drop;
  return { ...card, url: detailUrl(card) };
}

/** Column list of a source, for building queries elsewhere. */
export function cardColumns(kind: Card['kind']): SQL {
  return kind === 'project' ? PROJECT_CARD_COLUMNS : kind === 'pg' ? PG_CARD_COLUMNS : LISTING_CARD_COLUMNS;
}
