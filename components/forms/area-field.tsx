'use client';
import { useField } from 'formik';
import { fieldClass, useFieldA11y } from './use-field-a11y';
import { FieldError } from './field-error';
import { parseNumberInput } from './parse-number';
import type { FieldOption } from './select-field';

type Props = {
  /** The number (raw value in the chosen unit). */
  name: string;
  /** The unit's field; areas of one listing may share it. */
  unitName: string;
  label: string;
  units: readonly FieldOption[];
  className?: string;
  /** The unit selector's name; "<label> unit" by default. */
  unitLabel?: string;
};

/**
 * An area: a number box with a unit selector beside it (sq.ft, acre, cent …).
 * The poster's raw value and unit are what the listing keeps and shows.
 */
export function AreaField({ name, unitName, label, units, className, unitLabel }: Props) {
  const { field, helpers, id, errorId, invalid, aria, error } = useFieldA11y(name);
  const [unit, , unitHelpers] = useField<string>(unitName);
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">{label}</label>
      <div className="input-group has-validation">
        <input className={fieldClass('form-control', invalid)} inputMode="decimal" {...aria} name={field.name}
          value={field.value ?? ''} onBlur={field.onBlur}
          onChange={(e) => void helpers.setValue(parseNumberInput(e.target.value))} />
        <select className="form-select area-unit" aria-label={unitLabel ?? `${label} unit`} name={unit.name}
          value={unit.value ?? ''} onChange={(e) => void unitHelpers.setValue(e.target.value)}>
          {units.map((u) => <option key={u.value} value={u.value}>{u.label}</option>)}
        </select>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
