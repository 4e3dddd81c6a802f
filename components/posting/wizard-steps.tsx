import type { StepDef } from '@/components/wizard/check-step';
import { photoErrors } from '@/components/wizard/check-step';
import { stepSchema, type WizardStep } from '@/lib/posting/schemas';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import { StepPanel } from './step-panel';
import type { WizardValues } from './wizard-values';
import { ENGLISH_POSTING_TEXT, type PostingText } from './posting-words';

// The wizard's panels in order. The post type is fixed by the route, so the
// schemas' 'basics' step needs no panel of its own; review is the client's.
export type PanelKey = Exclude<WizardStep, 'basics'> | 'review';
export type Panel = { key: PanelKey; title: string };

export function panelsFor(postType: PostingType, t: PostingText['steps'] = ENGLISH_POSTING_TEXT.steps): Panel[] {
  return [
    { key: 'location', title: t.location },
    { key: 'details', title: t.details },
    { key: 'pricing', title: postType === 'rent' ? t.pricingRent : t.pricingSale },
    { key: 'description', title: t.description },
    { key: 'photos', title: t.photos },
    { key: 'review', title: t.review },
  ];
}

/** The panels as the wizard engine's steps, each checked with the shared step schema (review checks nothing). */
export function propertySteps(c: PostingCategory, postType: PostingType, guestToken?: string | null,
  titles: PostingText['steps'] = ENGLISH_POSTING_TEXT.steps): StepDef<WizardValues>[] {
  const panels = panelsFor(postType, titles);
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
