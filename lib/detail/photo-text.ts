// What a listing photo says to those who cannot see it, and which picture a shared
// link shows. Pure (no React, no server): cards, the gallery, metadata and tests share it.
import type { Card } from '@/lib/card';
import { fill } from '@/lib/i18n/fill';
import { isRendition, renditionUrl } from '@/lib/media/renditions';

// Nouns a visitor would use ("2 BHK flat", "office space"), singular.
const CATEGORY_NOUNS: Record<string, string> = {
  apartment: 'flat', residential: 'independent house', villa: 'villa', plot: 'plot',
  office_space: 'office space', commercial_shop: 'shop', commercial_showroom: 'showroom',
  warehouse: 'warehouse', industrial_building: 'industrial building', industrial_shed: 'industrial shed',
  commercial_plot: 'commercial plot', industrial_plot: 'industrial plot', farm_house: 'farm house', land: 'agricultural land',
};
const PG_WORDS: Record<string, string> = { Male: 'PG for boys', Female: 'PG for girls', Both: 'PG for boys and girls' };

type Subject = Pick<Card, 'kind' | 'category' | 'bedrooms' | 'bedrooms_max' | 'gender' | 'locality' | 'city'> & { title?: string };

/** "2 BHK flat in Jayanagar, Bengaluru", "PG for girls in HSR Layout, Bengaluru", "Lake View, 2-3 BHK project in …". */
export function photoSubject(c: Subject): string {
  const bhk = c.bedrooms ? (c.bedrooms_max && c.bedrooms_max !== c.bedrooms ? `${c.bedrooms}-${c.bedrooms_max} BHK ` : `${c.bedrooms} BHK `) : '';
  const what = c.kind === 'pg' ? PG_WORDS[c.gender ?? ''] ?? 'PG'
    : c.kind === 'project' ? `${c.title ? `${c.title}, ` : ''}${bhk}project`
      : `${bhk}${CATEGORY_NOUNS[c.category] ?? 'property'}`;
  const place = [c.locality, c.city].filter((p) => p && p.trim()).join(', ');
  return place ? `${what} in ${place}` : what;
}

/**
 * "2 BHK flat in Jayanagar, Bengaluru — photo 3 of 6" (`subject`: photoSubject of the listing).
 * `template`: the same in the page's language ({title} — {n} of {total}; detail.photos.alt).
 */
export function photoAlt(subject: string, index: number, total: number, template?: string): string {
  const n = index + 1;
  const all = Math.max(total, n);
  return template ? fill(template, { title: subject, n, total: all }) : `${subject} — photo ${n} of ${all}`;
}

/**
 * The picture a shared link shows for a photo (og:image, twitter:image): social apps
 * show neither SVG nor every WebP size, so a posted photo gives its 1024 px rendition
 * and a seeded demo drawing (/demo/x.svg) its PNG twin (public/demo/x.png, drawn by
 * scripts/make-icons.mjs); any other SVG has no raster form (null: the site card).
 */
export function shareImage(url: string | null | undefined): string | null {
  if (!url) return null;
  if (isRendition(url)) return renditionUrl(url, 1024);
  const demo = /^(\/demo\/[\w-]+)\.svg$/i.exec(url);
  if (demo) return `${demo[1]}.png`;
  return /\.svg(\?|#|$)/i.test(url) ? null : url;
}
