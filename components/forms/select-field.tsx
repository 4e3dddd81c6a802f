'use client';
import type { SelectHTMLAttributes } from 'react';
import { fieldClass, useFieldA11y } from './use-field-a11y';
import { FieldError } from './field-error';

export type FieldOption = { value: string | number; label: string };
type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  name: string; label: string; options: readonly FieldOption[]; placeholder?: string; numeric?: boolean;
};

/** A labelled native select; numeric ones store numbers (e.g. BHK), empty stays ''. */
export function SelectField({ label, options, placeholder = 'Select', numeric, className, ...props }: Props) {
  const { field, helpers, id, errorId, invalid, aria, error } = useFieldA11y(props.name);
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">{label}</label>
      <select className={fieldClass('form-select', invalid)} {...aria} {...field} {...props}
        value={field.value ?? ''}
        onChange={(e) => {
          const v = e.target.value;
          void helpers.setValue(numeric && v !== '' ? Number(v) : v);
        }}>
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
