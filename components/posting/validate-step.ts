import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { stepSchema, type WizardStep } from '@/lib/posting/schemas';
import { withBang } from '@/lib/validation/messages';
import type { FieldDef } from '@/lib/posting/fields';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import type { WizardValues } from './wizard-values';

// The shared schemas word errors for the API ("bedrooms is required"); the
// form shows the field's own label instead of its key ("Bedrooms (BHK) is
// required!"), with SPEC §5's appended '!'.
const LABELS: Record<string, string> = {
  address: 'Street address', name: 'Building or society name', city: 'City', area: 'Locality',
  description: 'Description', amenities: 'Amenities', photo_ids: 'Photos', area_unit: 'Area unit',
};

function labelled(message: string, labels: Record<string, string>): string {
  // One pass, longest keys first, whole words only: "plot_area" never becomes "plot_Locality".
  const keys = Object.keys(labels).sort((a, b) => b.length - a.length).map((k) => k.replace(/[^a-z0-9_]/gi, ''));
  const text = message.replace(new RegExp(`\\b(${keys.join('|')})\\b`, 'g'), (k) => labels[k] ?? k);
  return withBang(text.charAt(0).toUpperCase() + text.slice(1));
}

function walk(errors: unknown, labels: Record<string, string>): unknown {
  if (typeof errors === 'string') return labelled(errors, labels);
  if (Array.isArray(errors)) return errors.map((e) => walk(e, labels));
  if (errors && typeof errors === 'object') return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, walk(v, labels)]));
  return errors;
}

export function labelsOf(c: PostingCategory): Record<string, string> {
  const all: FieldDef[] = [...c.fields, ...c.priceFields];
  return { ...LABELS, ...Object.fromEntries(all.map((f) => [f.key, f.label])) };
}

/** Formik `validate` for one step: the shared step schema, labelled messages. */
export async function validateStep(step: WizardStep, c: PostingCategory, postType: PostingType, v: WizardValues): Promise<FormikErrors<WizardValues>> {
  const values = step === 'photos' ? { photo_ids: v.photos.map((p) => p.id) } : v;
  try {
    await validateYupSchema(values, stepSchema(step, c, postType));
    return {};
  } catch (err) {
    const errors = walk(yupToFormErrors(err), labelsOf(c)) as Record<string, unknown>;
    if (step === 'photos' && errors.photo_ids) return { photos: errors.photo_ids as string } as FormikErrors<WizardValues>;
    return errors as FormikErrors<WizardValues>;
  }
}
