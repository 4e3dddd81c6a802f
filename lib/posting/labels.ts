import { LOCATION_LABELS } from '@/lib/validation/field-labels';
import { fieldLabel, type FieldDef } from './fields';
import type { PostingCategory } from './categories';

/**
 * A category's field labels by key, as its wizard shows them ("Bedrooms (BHK)").
 * The wizard and the spreadsheet import word their errors with the same labels.
 */
export function labelsOf(c: PostingCategory, postType: 'sale' | 'rent' = 'sale'): Record<string, string> {
  const all: FieldDef[] = [...c.fields, ...c.priceFields];
  return { ...LOCATION_LABELS, ...Object.fromEntries(all.map((f) => [f.key, fieldLabel(f, postType)])) };
}
