'use client';
import { useFormikContext } from 'formik';
import { amenitiesOf } from '@/lib/posting/amenities';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '@/lib/posting/schemas';
import type { PostingCategory } from '@/lib/posting/categories';
import { ChoiceGroupField } from '@/components/forms/choice-group-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { fill } from '@/lib/i18n/fill';
import type { WizardValues } from './wizard-values';
import { termIn, usePostingWords } from './posting-words';

/** Step: the poster's own words and the amenities of this kind of property. */
export function DescriptionStep({ category }: { category: PostingCategory }) {
  const { values } = useFormikContext<WizardValues>();
  const w = usePostingWords();
  const t = w.text.description;
  const options = amenitiesOf(category).map((a) => ({ value: a, label: termIn(w, a) }));
  return (
    <>
      <TextareaField name="description" label={`${termIn(w, 'Description')} *`} rows={6} maxLength={DESCRIPTION_MAX}
        placeholder={t.placeholder}
        aria-describedby="description-help" />
      <p id="description-help" className="form-text mt-n2">
        {fill(t.help, { min: DESCRIPTION_MIN, n: values.description.length })}
      </p>
      <ChoiceGroupField name="amenities" label={termIn(w, 'Amenities')} options={options} multiple />
    </>
  );
}
