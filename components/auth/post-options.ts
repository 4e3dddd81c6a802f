import { guestRoute, POSTING_CATEGORIES, postPropertyRoute, type PostingGroup } from '@/lib/posting/categories';
import { PLOT_ALT_LABEL } from '@/lib/enums';

// SPEC §2 post-property and post-project routes, as choices of the post chooser.
export type Purpose = 'sale' | 'rent' | 'pg';
export type PostType = { slug: string; label: string; href: string | null };
export type PostGroup = { key: string; label: string; loginOnly: boolean; types: PostType[] };

const GROUP_LABEL: Record<PostingGroup, string> = { residential: 'Residential', commercial: 'Commercial', agriculture: 'Agriculture' };

/**
 * Property groups for sale or rent, each type with its wizard route (plots are
 * only sold: there is no residential-plot/rent route). Commercial and
 * agriculture need a login (SPEC §6); a guest's homes go to the guest routes.
 */
export function propertyGroups(purpose: 'sale' | 'rent', loggedIn: boolean): PostGroup[] {
  return (['residential', 'commercial', 'agriculture'] as const)
    .map((g) => ({
      key: g, label: GROUP_LABEL[g], loginOnly: g !== 'residential',
      types: POSTING_CATEGORIES.filter((c) => c.group === g && c.postTypes.includes(purpose))
        .map((c) => ({ slug: c.slug, label: c.label, href: loggedIn ? postPropertyRoute(c, purpose) : guestRoute(c, purpose) })),
    }))
    .filter((g) => loggedIn || !g.loginOnly);
}

/** SPEC §2 post-project routes: each opens with the "Project basic details" step. */
const projectRoute = (slug: string) => `/post-project/residential/${slug}/project-details`;
export const PROJECT_GROUP: PostGroup = {
  key: 'project', label: 'Residential project', loginOnly: true,
  types: [
    { slug: 'flat-apartment', label: 'Flat/Apartment', href: projectRoute('flat-apartment') },
    { slug: 'villa', label: 'Villa', href: projectRoute('villa') },
    { slug: 'residential-plot', label: PLOT_ALT_LABEL, href: projectRoute('residential-plot') },
  ],
};

/** The chooser's first question; its words are auth.chooser.sale, .rent and .pg. */
export const PURPOSES: { value: Purpose }[] = [{ value: 'sale' }, { value: 'rent' }, { value: 'pg' }];
