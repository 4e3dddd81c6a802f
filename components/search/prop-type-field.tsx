'use client';
import { AGRICULTURE_TYPES, COMMERCIAL_TYPES, RESIDENTIAL_TYPES } from '@/lib/enums';
import { CheckGroup } from './option-buttons';
import { togglePropType } from './filter-rules';

const GROUPS = [
  { legend: 'Residential', options: RESIDENTIAL_TYPES },
  { legend: 'Commercial', options: COMMERCIAL_TYPES },
  { legend: 'Agriculture', options: AGRICULTURE_TYPES },
] as const;

/** Property types by group; picks obey SPEC §4 (one group, agriculture keeps the latest). */
export function PropTypeField({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  return (
    <fieldset className="filter-section">
      <legend className="filter-legend">Property type</legend>
      {GROUPS.map((g) => (
        <CheckGroup key={g.legend} className="filter-subsection" legend={g.legend} options={g.options} value={value}
          onToggle={(t) => onChange(togglePropType(value, t))} />
      ))}
    </fieldset>
  );
}
