import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { stepSchema, type WizardStep } from '@/lib/posting/schemas';
import { labelErrors } from '@/lib/validation/field-labels';
import { labelsOf } from '@/lib/posting/labels';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import type { WizardValues } from './wizard-values';

// The shared schemas word errors for the API ("bedrooms is required"); the form
// shows the field's own label ("Bedrooms (BHK) is required!"): lib/validation/field-labels.ts.

/** Formik `validate` for one step: the shared step schema, labelled messages. */
export async function validateStep(step: WizardStep, c: PostingCategory, postType: PostingType, v: WizardValues): Promise<FormikErrors<WizardValues>> {
  const values = step === 'photos' ? { photo_ids: v.photos.map((p) => p.id) } : v;
  try {
    await validateYupSchema(values, stepSchema(step, c, postType));
    return {};
  } catch (err) {
    const errors = labelErrors(yupToFormErrors(err), labelsOf(c)) as Record<string, unknown>;
    if (step === 'photos' && errors.photo_ids) return { photos: errors.photo_ids as string } as FormikErrors<WizardValues>;
    return errors as FormikErrors<WizardValues>;
  }
}
