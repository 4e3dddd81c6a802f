'use client';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import type { Panel, PanelKey } from './wizard-steps';
import { LocationStep } from './location-step';
import { FieldsStep } from './fields-step';
import { PriceContextHint } from './price-context-hint';
import { DescriptionStep } from './description-step';
import { PhotosStep } from './photos-step';
import { ReviewStep } from './review-step';

type Props = {
  panel: PanelKey; category: PostingCategory; postType: PostingType; guestToken?: string | null;
  panels: readonly Panel[]; goTo: (i: number) => void;
};

/** The body of one wizard panel. */
export function StepPanel({ panel, category, postType, guestToken, panels, goTo }: Props) {
  switch (panel) {
    case 'location': return <LocationStep />;
    case 'details': return <FieldsStep category={category} postType={postType} prefix="details" fields={category.fields} />;
    case 'pricing': return (
      <>
        <FieldsStep category={category} postType={postType} prefix="pricing" fields={category.priceFields} />
        <PriceContextHint category={category} postType={postType} />
      </>
    );
    case 'description': return <DescriptionStep category={category} />;
    case 'photos': return <PhotosStep category={category} guestToken={guestToken} />;
    case 'review': return <ReviewStep category={category} postType={postType} steps={panels} onEdit={goTo} />;
  }
}
