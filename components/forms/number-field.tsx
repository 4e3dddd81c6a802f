'use client';
import type { InputHTMLAttributes } from 'react';
import { fieldClass, useFieldA11y } from './use-field-a11y';
import { FieldError } from './field-error';
import { parseNumberInput } from './parse-number';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { name: string; label: string; suffix?: string };

/**
 * A number the form keeps as a number (or '' while empty), so yup's number
 * rules and the API body see real numbers. Text input with a decimal keypad:
 * type=number swallows invalid input silently and changes on scroll.
 */
export function NumberField({ label, suffix, className, ...props }: Props) {
  const { field, helpers, id, errorId, invalid, aria, error } = useFieldA11y(props.name);
  const input = (
    <input className={fieldClass('form-control', invalid)} inputMode="decimal" {...aria} {...field} {...props}
      value={field.value ?? ''}
      onChange={(e) => void helpers.setValue(parseNumberInput(e.target.value))} />
  );
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">{label}</label>
      {suffix ? <div className="input-group has-validation">{input}<span className="input-group-text">{suffix}</span></div> : input}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
