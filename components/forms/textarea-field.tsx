'use client';
import type { TextareaHTMLAttributes } from 'react';
import { fieldClass, useFieldA11y } from './use-field-a11y';
import { FieldError } from './field-error';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string; label: string };

/** Multi-line twin of TextField: label above, error below, aria wired. */
export function TextareaField({ label, className, rows = 4, ...props }: Props) {
  const { field, id, errorId, invalid, aria, error } = useFieldA11y(props.name);
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">{label}</label>
      <textarea rows={rows} className={fieldClass('form-control', invalid)} {...aria} {...field} {...props} value={field.value ?? ''} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
