import { AGRICULTURE_TYPES, COMMERCIAL_TYPES, PLOT_ALT_LABEL } from '@/lib/enums';

// SPEC §2 post-property and post-project routes, as choices of the post chooser.
export type Purpose = 'sale' | 'rent' | 'pg';
export type PostGroup = { key: string; label: string; loginOnly: boolean; types: { slug: string; label: string }[] };

const slug = (v: string) => v.replace(/_/g, '-');

const residential = (purpose: 'sale' | 'rent') => ({
  key: 'residential', label: 'Residential', loginOnly: false,
  types: [
    { slug: 'flat-apartment', label: 'Flat/Apartment' },
    { slug: 'residential-house', label: 'Residential House' },
    { slug: 'villa', label: 'Villa/Bungalow' },
    // Plots are only sold: there is no residential-plot/rent route.
    ...(purpose === 'sale' ? [{ slug: 'residential-plot', label: PLOT_ALT_LABEL }] : []),
  ],
});

/** Property groups for sale or rent; commercial and agriculture need a login (SPEC §6). */
export function propertyGroups(purpose: 'sale' | 'rent', loggedIn: boolean): PostGroup[] {
  const all: PostGroup[] = [
    residential(purpose),
    { key: 'commercial', label: 'Commercial', loginOnly: true, types: COMMERCIAL_TYPES.map((t) => ({ slug: slug(t.value), label: t.label })) },
    { key: 'agriculture', label: 'Agriculture', loginOnly: true, types: AGRICULTURE_TYPES.map((t) => ({ slug: t.value === 'land' ? 'agriculture-land' : slug(t.value), label: t.label })) },
  ];
  return all.filter((g) => loggedIn || !g.loginOnly);
}

export const PROJECT_GROUP: PostGroup = {
  key: 'project', label: 'Residential project', loginOnly: true,
  types: [
    { slug: 'flat-apartment', label: 'Flat/Apartment' },
    { slug: 'villa', label: 'Villa' },
    { slug: 'residential-plot', label: PLOT_ALT_LABEL },
  ],
};

export const PURPOSES: { value: Purpose; label: string }[] = [
  { value: 'sale', label: 'Sell' },
  { value: 'rent', label: 'Rent out' },
  { value: 'pg', label: 'PG' },
];
