import type { StepDef } from '@/components/wizard/check-step';
import { photoErrors } from '@/components/wizard/check-step';
import { stepSchema, type WizardStep } from '@/lib/posting/schemas';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import { StepPanel } from './step-panel';
import type { WizardValues } from './wizard-values';

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

/** The panels as the wizard engine's steps, each checked with the shared step schema (review checks nothing). */
export function propertySteps(c: PostingCategory, postType: PostingType, guestToken?: string | null): StepDef<WizardValues>[] {
  const panels = panelsFor(postType);
  return panels.map((p) => ({
    key: p.key, title: p.title,
    schema: p.key === 'review' ? undefined : stepSchema(p.key, c, postType),
    ...(p.key === 'photos' ? { toCheck: (v: WizardValues) => ({ photo_ids: v.photos.map((x) => x.id) }), mapErrors: photoErrors } : {}),
    body: ({ goTo }) => <StepPanel panel={p.key} category={c} postType={postType} guestToken={guestToken} panels={panels} goTo={goTo} />,
  }));
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
