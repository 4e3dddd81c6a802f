'use client';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldClass, useFieldA11y } from './use-field-a11y';
import { FieldError } from './field-error';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  name: string; label: string; hideLabel?: boolean;
  /** A line under the field (an example, a format); it describes the input along with any error. */
  hint?: ReactNode;
};

/** Label above, error below, aria wired: the one text input of every form. */
export function TextField({ label, hideLabel, hint, className, ...props }: Props) {
  const { field, id, errorId, invalid, aria, error } = useFieldA11y(props.name);
  const hintId = `${id}-hint`;
  const describedBy = [aria['aria-describedby'], hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>{label}</label>
      <input className={fieldClass('form-control', invalid)} {...aria} aria-describedby={describedBy} {...field} {...props} value={field.value ?? ''} />
      <FieldError id={errorId} message={error} />
      {hint && <p id={hintId} className="form-text mb-0">{hint}</p>}
    </div>
  );
}
