'use client';
import type { InputHTMLAttributes } from 'react';
import { fieldClass, useFieldA11y } from './use-field-a11y';
import { FieldError } from './field-error';

type Props = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; hideLabel?: boolean };

/** Label above, error below, aria wired: the one text input of every form. */
export function TextField({ label, hideLabel, className, ...props }: Props) {
  const { field, id, errorId, invalid, aria, error } = useFieldA11y(props.name);
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>{label}</label>
      <input className={fieldClass('form-control', invalid)} {...aria} {...field} {...props} value={field.value ?? ''} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
