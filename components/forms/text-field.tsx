'use client';
import { useField } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; hideLabel?: boolean };

/** Label above, error below, aria wired: the one text input of every form. */
export function TextField({ label, hideLabel, className, ...props }: Props) {
  const [field, meta] = useField(props.name);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = meta.touched && !!meta.error;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>{label}</label>
      <input
        id={id}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...field}
        {...props}
        value={field.value ?? ''}
      />
      {invalid && <div id={errorId} className="invalid-feedback d-block" role="alert">{meta.error}</div>}
    </div>
  );
}
