import type { PgGender, PgRoomType } from '@/lib/enums';
import { ALL_GENDERS, ALL_ROOM_TYPES, LANDING_CITY, PG_BUDGET, PG_UNDER, VIJAYANAGAR } from './constants';
import { rupees, withBrand } from './format';
import type { PgEntry } from './types';

// SPEC §2 PG landing pages: every PG, boys' and girls' PGs in Mysuru, each
// plain, under a rent (SPEC §9 caps), or by sharing, and the same again in
// Vijayanagar: 3 x (1 + 4 + 3) x 2 = 48 pages, built rather than typed out.

const BASES: { slug: string; title: string; who: string; gender: PgGender[] }[] = [
  { slug: 'pgs', title: 'PGs', who: 'PG rooms for boys and girls', gender: ALL_GENDERS },
  { slug: 'boys-pg', title: 'Boys PG', who: 'Boys PG rooms (PG for men)', gender: ['Male'] },
  { slug: 'girls-pg', title: 'Girls PG', who: 'Girls PG rooms (ladies PG)', gender: ['Female'] },
];

const PLACES: { slug: string; title: string; words: string; locality: string[] }[] = [
  { slug: 'in-mysore', title: 'in Mysore', words: 'in Mysore (Mysuru)', locality: [] },
  {
    slug: 'in-vijayanagar-mysore', title: 'in Vijayanagar, Mysore',
    words: 'in Vijayanagar 2nd–4th Stage, Mysore', locality: VIJAYANAGAR,
  },
];

type Variant = { prefix: string; suffix: string; title: (t: string) => string; words: string; max: number; room_type: PgRoomType[] };

const SHARING: { slug: string; label: string; room: PgRoomType }[] = [
  { slug: 'single', label: 'Single', room: '1_sharing' },
  { slug: 'double', label: 'Double', room: '2_sharing' },
  { slug: 'triple', label: 'Triple', room: '3_sharing' },
];

const VARIANTS: Variant[] = [
  {
    prefix: '', suffix: '', title: (t) => t, max: PG_BUDGET.max, room_type: ALL_ROOM_TYPES,
    words: `at ${rupees(PG_BUDGET.min)}–${rupees(PG_BUDGET.max)} a month`,
  },
  ...PG_UNDER.map((max): Variant => ({
    prefix: '', suffix: `-under-${max}`, title: (t) => `${t} under ${rupees(max)}`, max, room_type: ALL_ROOM_TYPES,
    words: `with monthly rent under ${rupees(max)}`,
  })),
  ...SHARING.map(({ slug, label, room }): Variant => ({
    prefix: `${slug}-sharing-`, suffix: '', title: (t) => `${label} Sharing ${t}`, max: PG_BUDGET.max, room_type: [room],
    words: `with ${label.toLowerCase()} sharing rooms`,
  })),
];

const TAIL = 'Compare rent, food and amenities; contact owners directly.';

export const PG_LANDINGS: PgEntry[] = PLACES.flatMap((place) =>
  BASES.flatMap((base) =>
    VARIANTS.map((v): PgEntry => ({
      url: `${v.prefix}${base.slug}-${place.slug}${v.suffix}-rd`,
      metaTitle: withBrand(`${v.title(`${base.title} ${place.title}`)}`),
      metaDescription: `${base.who} ${place.words} ${v.words}. ${TAIL}`,
      city: LANDING_CITY,
      locality: place.locality,
      budgetValue: { min: PG_BUDGET.min, max: v.max },
      gender: base.gender,
      room_type: v.room_type,
      pgSearchData: 'true',
      post_type: 'pg',
    }))));
