import type { WizardStep } from '@/lib/posting/schemas';
import type { PostingType } from '@/lib/posting/categories';

// The wizard's panels in order. The post type is fixed by the route, so the
// schemas' 'basics' step needs no panel of its own; review is the client's.
export type PanelKey = Exclude<WizardStep, 'basics'> | 'review';
export type Panel = { key: PanelKey; title: string };

export function panelsFor(postType: PostingType): Panel[] {
  return [
    { key: 'location', title: 'Location' },
    { key: 'details', title: 'Property details' },
    { key: 'pricing', title: postType === 'rent' ? 'Rent and terms' : 'Price' },
    { key: 'description', title: 'Description and amenities' },
    { key: 'photos', title: 'Photos' },
    { key: 'review', title: 'Review and post' },
  ];
}

/** The panel to reopen for an error at this path of the body ("details.bedrooms"). */
export function panelOfPath(path: string): PanelKey {
  const top = path.split(/[.[]/)[0] ?? '';
  if (top === 'property_details' || top === 'g_location') return 'location';
  if (top === 'details') return 'details';
  if (top === 'pricing') return 'pricing';
  if (top === 'description' || top === 'amenities') return 'description';
  if (top === 'photo_ids' || top === 'photos') return 'photos';
  return 'review';
}
