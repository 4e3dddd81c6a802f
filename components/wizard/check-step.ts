import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import type { Schema } from 'yup';
import { labelErrors, type FieldLabels } from '@/lib/validation/field-labels';

/** What a step's body may do besides editing its form: open another step (a review's "Change"). */
export type StepNav = { goTo: (step: number) => void };

export type StepDef<V> = {
  key: string; title: string;
  /** The shared yup schema of this step; none for a step with nothing to check (a review). */
  schema?: Schema;
  body: ReactNode | ((nav: StepNav) => ReactNode);
  /** What the schema checks, when it is not the form values themselves (photos -> photo_ids). */
  toCheck?: (v: V) => unknown;
  /** Where a schema error lands, when not at the same path. */
  mapErrors?: (e: Record<string, unknown>) => Record<string, unknown>;
  /** Shown as a dialog named by the step title (SPEC §2's "Project basic details" dialog). */
  dialog?: boolean;
};

/** The schemas check photo_ids; the form's field is the photo list. */
export const photoErrors = (e: Record<string, unknown>) => (e.photo_ids ? { photos: e.photo_ids } : e);

/**
 * One step's errors as the wizard shows them. The shared schemas word errors for the
 * API ("total_beds is required"); the form names the field's own label ("Total beds
 * is required!"): lib/validation/field-labels.ts.
 */
export async function checkStep<V>(s: StepDef<V>, v: V, labels: FieldLabels = {}): Promise<FormikErrors<V>> {
  if (!s.schema) return {};
  try {
    await validateYupSchema((s.toCheck ? s.toCheck(v) : v) as object, s.schema);
    return {};
  } catch (err) {
    const e = labelErrors(yupToFormErrors(err), labels) as Record<string, unknown>;
    return (s.mapErrors ? s.mapErrors(e) : e) as FormikErrors<V>;
  }
}

/**
 * Opening step `to` from the step list: back is always allowed; forward (editing) only
 * past steps that are valid. Answers the step to open: `to`, or the first step that is
 * not valid yet (its errors show once the poster presses Next there).
 */
export async function reachableStep(to: number, at: number, isValid: (i: number) => Promise<boolean>): Promise<number> {
  if (to <= at) return to;
  for (let i = 0; i < to; i++) if (!(await isValid(i))) return i;
  return to;
}
