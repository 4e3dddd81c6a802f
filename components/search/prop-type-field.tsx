'use client';
import { AGRICULTURE_TYPES, COMMERCIAL_TYPES, RESIDENTIAL_TYPES } from '@/lib/enums';
import { CheckGroup } from './option-buttons';
import { toggleValue } from '@/lib/search/filters/toggle';
import { ENGLISH_FILTER_WORDS, type FilterWords } from '@/lib/search/filters/words';

const GROUPS = [
  { group: 'residential', options: RESIDENTIAL_TYPES },
  { group: 'commercial', options: COMMERCIAL_TYPES },
  { group: 'agriculture', options: AGRICULTURE_TYPES },
] as const;

/** Property types by group; picks obey SPEC §4 (one group, agriculture keeps the latest). */
export function PropTypeField({ value, onChange, words: w = ENGLISH_FILTER_WORDS }: { value: string[]; onChange: (v: string[]) => void; words?: FilterWords }) {
  return (
    <fieldset className="filter-section">
      <legend className="filter-legend">{w.legend.propType}</legend>
      {GROUPS.map((g) => (
        <CheckGroup key={g.group} className="filter-subsection" legend={w.groups[g.group]}
          options={g.options.map((o) => ({ ...o, label: w.propTypes[o.value] ?? o.label }))} value={value}
          onToggle={(t) => onChange(toggleValue('propType', value, t))} />
      ))}
    </fieldset>
  );
}
