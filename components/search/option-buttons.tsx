'use client';
import { useId, type ReactNode } from 'react';
import type { Option } from '@/lib/enums';

// Choice controls styled as buttons. Checkboxes and radios (Bootstrap's
// btn-check) keep native semantics and keyboard use; ToggleGroup is for the
// posted-by buttons, which the spec calls toggle buttons (aria-pressed).

type Base = { legend: ReactNode; options: readonly Option[]; className?: string; hideLegend?: boolean };

function Legend({ children, hide }: { children: ReactNode; hide?: boolean }) {
  return <legend className={hide ? 'visually-hidden' : 'filter-legend'}>{children}</legend>;
}

/** The shared markup: a fieldset of native inputs drawn as buttons. */
function InputGroup({ legend, options, className, hideLegend, type, isChecked, onPick }: Base & {
  type: 'checkbox' | 'radio'; isChecked: (v: string) => boolean; onPick: (v: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className={className ?? 'filter-section'}>
      <Legend hide={hideLegend}>{legend}</Legend>
      <div className="opt-row">
        {options.map((o) => (
          <span key={o.value}>
            <input type={type} className="btn-check" name={type === 'radio' ? id : undefined} id={`${id}-${o.value}`}
              value={o.value} checked={isChecked(o.value)} onChange={() => onPick(o.value)} />
            <label className="btn btn-sm btn-outline-primary opt-btn" htmlFor={`${id}-${o.value}`}>{o.label}</label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}

export function CheckGroup({ value, onToggle, ...rest }: Base & { value: readonly string[]; onToggle: (v: string) => void }) {
  return <InputGroup {...rest} type="checkbox" isChecked={(v) => value.includes(v)} onPick={onToggle} />;
}

export function RadioGroup({ value, onChange, ...rest }: Base & { value: string; onChange: (v: string) => void }) {
  return <InputGroup {...rest} type="radio" isChecked={(v) => value === v} onPick={onChange} />;
}

export function ToggleGroup({ legend, options, value, onToggle, className }: Base & {
  value: readonly string[]; onToggle: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className={className ?? 'filter-section'} role="group" aria-labelledby={id}>
      <p className="filter-legend" id={id}>{legend}</p>
      <div className="opt-row">
        {options.map((o) => (
          <button key={o.value} type="button" className="btn btn-sm btn-outline-primary opt-btn"
            aria-pressed={value.includes(o.value)} data-active={value.includes(o.value) || undefined}
            onClick={() => onToggle(o.value)}>
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
