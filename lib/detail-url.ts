// Detail-page URLs, shared by the server (cards) and the UI (links, parsing).
//
// Scheme (the id is always the second-to-last hyphen segment, the city the last,
// because SPEC §2 reads the city from the last hyphen-separated segment):
//   property: /property-details/{what}-for-{sale|rent}-in-{locality}-{id}-{city}
//             e.g. /property-details/2-bhk-flat-for-rent-in-vijayanagar-123-mysuru
//   pg:       /property-details/pg-for-{boys|girls|boys-and-girls}-in-{locality}-{id}-{city}
//             (only PG slugs start with "pg-": no property category label does)
//   project:  /project-details/{project-name}-in-{locality}-{id}-{city}
// The city segment never holds a hyphen: spaces become "_" ("New Delhi" -> new_delhi).

export type DetailKind = 'property' | 'pg' | 'project';

export type DetailUrlInput = {
  kind: DetailKind;
  id: number;
  city: string;
  locality?: string | null;
  title?: string | null;
  category?: string | null;
  post_type?: string | null;
  bedrooms?: number | null;
  gender?: string | null;
};

export type ParsedDetail = { kind: DetailKind; id: number; city: string };

const PROPERTY_SECTION = 'property-details';
const PROJECT_SECTION = 'project-details';

// Readable words for a category in a slug; none starts with "pg".
const CATEGORY_WORDS: Record<string, string> = {
  apartment: 'flat', residential: 'house', villa: 'villa', plot: 'plot',
  office_space: 'office-space', commercial_shop: 'shop', commercial_showroom: 'showroom',
  warehouse: 'warehouse', industrial_building: 'industrial-building',
  industrial_shed: 'industrial-shed', commercial_plot: 'commercial-plot',
  industrial_plot: 'industrial-plot', farm_house: 'farm-house', land: 'agriculture-land',
};

const GENDER_WORDS: Record<string, string> = { Male: 'boys', Female: 'girls', Both: 'boys-and-girls' };

/** Lower-case ASCII words joined by hyphens, at most `max` characters. */
export function slugify(text: string, max = 60): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s.slice(0, max).replace(/-+$/, '');
}

/** The last URL segment for a city: hyphen-free so it survives "last segment" parsing. */
export function citySlug(city: string): string {
  return slugify(city, 40).replace(/-/g, '_') || 'india';
}

function describe(x: DetailUrlInput): string {
  const place = x.locality ? `-in-${slugify(x.locality, 40) || 'city'}` : '';
  if (x.kind === 'pg') return `pg-for-${GENDER_WORDS[x.gender ?? ''] ?? 'all'}${place}`;
  if (x.kind === 'project') return `${slugify(x.title ?? '', 50) || 'project'}${place}`;
  const what = CATEGORY_WORDS[x.category ?? ''] ?? 'property';
  const bhk = x.bedrooms && x.bedrooms > 0 ? `${x.bedrooms}-bhk-` : '';
  const deal = x.post_type === 'rent' ? 'rent' : 'sale';
  return `${bhk}${what}-for-${deal}${place}`;
}

/** The detail page path of a card. */
export function detailUrl(x: DetailUrlInput): string {
  const section = x.kind === 'project' ? PROJECT_SECTION : PROPERTY_SECTION;
  return `/${section}/${describe(x)}-${x.id}-${citySlug(x.city)}`;
}

/**
 * Reads kind, id and city from a detail path or its last segment. A bare slug is
 * a property or PG unless `section` says project-details. null when malformed.
 */
export function parseDetailId(slugOrPath: string, section?: string): ParsedDetail | null {
  let raw = slugOrPath.split(/[?#]/)[0].replace(/\/+$/, '');
  const parts = raw.split('/').filter(Boolean);
  if (parts.length >= 2) section = parts[parts.length - 2];
  raw = parts[parts.length - 1] ?? '';
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const segs = raw.split('-');
  if (segs.length < 2) return null;
  const city = segs[segs.length - 1].replace(/_/g, ' ');
  const idText = segs[segs.length - 2];
  if (!/^[1-9]\d{0,9}$/.test(idText) || !city) return null;
  const id = Number(idText);
  if (id > 2147483647) return null;
  if (section === PROJECT_SECTION) return { kind: 'project', id, city };
  if (section && section !== PROPERTY_SECTION) return null;
  return { kind: segs[0] === 'pg' && segs.length > 2 ? 'pg' : 'property', id, city };
}
