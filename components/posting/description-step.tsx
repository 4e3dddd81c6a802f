'use client';
import { useFormikContext } from 'formik';
import { amenitiesOf } from '@/lib/posting/amenities';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '@/lib/posting/schemas';
import type { PostingCategory } from '@/lib/posting/categories';
import { ChoiceGroupField } from '@/components/forms/choice-group-field';
import { TextareaField } from '@/components/forms/textarea-field';
import type { WizardValues } from './wizard-values';

/** Step: the poster's own words and the amenities of this kind of property. */
export function DescriptionStep({ category }: { category: PostingCategory }) {
  const { values } = useFormikContext<WizardValues>();
  const options = amenitiesOf(category).map((a) => ({ value: a, label: a }));
  return (
    <>
      <TextareaField name="description" label="Description *" rows={6} maxLength={DESCRIPTION_MAX}
        placeholder="What makes it a good home or place of business: light, neighbourhood, nearby schools and transport…"
        aria-describedby="description-help" />
      <p id="description-help" className="form-text mt-n2">
        At least {DESCRIPTION_MIN} characters ({values.description.length} so far). Phone numbers and links are not allowed here:
        buyers reach you through GharBazaar, and listings that contain them wait for a review.
      </p>
      <ChoiceGroupField name="amenities" label="Amenities" options={options} multiple />
    </>
  );
}
