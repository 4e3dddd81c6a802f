'use client';
import { useField } from 'formik';
import { useId, type TextareaHTMLAttributes } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string; label: string };

/** Multi-line twin of TextField: label above, error below, aria wired. */
export function TextareaField({ label, className, rows = 4, ...props }: Props) {
  const [field, meta] = useField(props.name);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = meta.touched && !!meta.error;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">{label}</label>
      <textarea id={id} rows={rows}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...field} {...props} value={field.value ?? ''} />
      {invalid && <div id={errorId} className="invalid-feedback d-block" role="alert">{meta.error}</div>}
    </div>
  );
}
