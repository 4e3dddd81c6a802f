'use client';
import { useField } from 'formik';
import { useId } from 'react';
import { FieldError } from './field-error';
import type { FieldOption } from './select-field';

type Props = {
  name: string; label: string; options: readonly FieldOption[];
  /** checkbox: the field is a list of values; radio: one value. */
  multiple?: boolean; className?: string;
};

/** A fieldset of button-like radios or checkboxes with a legend and one error. */
export function ChoiceGroupField({ name, label, options, multiple, className }: Props) {
  const [field, meta, helpers] = useField<unknown>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = meta.touched && !!meta.error;
  const list = Array.isArray(field.value) ? (field.value as unknown[]) : [];
  const isOn = (v: FieldOption['value']) => (multiple ? list.includes(v) : field.value === v);
  const toggle = (v: FieldOption['value']) => {
    void helpers.setTouched(true, false);
    if (!multiple) return void helpers.setValue(v);
    void helpers.setValue(list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  };
  return (
    <fieldset className={className ?? 'mb-3'} aria-describedby={invalid ? errorId : undefined} aria-invalid={invalid || undefined}>
      <legend className="form-label fs-6 mb-1">{label}</legend>
      <div className="choice-chips">
        {options.map((o) => (
          <span key={o.value}>
            <input type={multiple ? 'checkbox' : 'radio'} className="btn-check" id={`${id}-${o.value}`} name={name}
              checked={isOn(o.value)} onChange={() => toggle(o.value)} />
            <label className="btn btn-outline-primary btn-sm" htmlFor={`${id}-${o.value}`}>{o.label}</label>
          </span>
        ))}
      </div>
      <FieldError id={errorId} message={invalid ? String(meta.error) : null} />
    </fieldset>
  );
}
