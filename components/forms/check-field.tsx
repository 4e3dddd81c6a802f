'use client';
import { useField } from 'formik';
import { useId } from 'react';

/** One yes/no box (e.g. Price negotiable), stored as a boolean. */
export function CheckField({ name, label, className }: { name: string; label: string; className?: string }) {
  const [field, , helpers] = useField<boolean>(name);
  const id = useId();
  return (
    <div className={className ?? 'form-check mb-3'}>
      <input id={id} type="checkbox" className="form-check-input" name={name} checked={!!field.value}
        onChange={(e) => void helpers.setValue(e.target.checked)} onBlur={field.onBlur} />
      <label htmlFor={id} className="form-check-label">{label}</label>
    </div>
  );
}
