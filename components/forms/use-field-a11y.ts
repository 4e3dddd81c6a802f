'use client';
import { useField } from 'formik';
import { useId } from 'react';

export { fieldClass } from './field-class';

/**
 * The formik field plus the ids and aria attributes that tie a control to its
 * label and its error: one place for every field component.
 */
export function useFieldA11y(name: string) {
  const [field, meta, helpers] = useField(name);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = meta.touched && !!meta.error;
  const aria = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  } as const;
  return { field, meta, helpers, id, errorId, invalid, aria, error: invalid ? String(meta.error) : null };
}
