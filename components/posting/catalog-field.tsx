'use client';
import { AREA_UNITS } from '@/lib/posting/area-units';
import { AREA_UNIT_FIELD, fieldLabel, isRequired, type FieldDef } from '@/lib/posting/fields';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import { AreaField } from '@/components/forms/area-field';
import { CheckField } from '@/components/forms/check-field';
import { ChoiceGroupField } from '@/components/forms/choice-group-field';
import { DateField } from '@/components/forms/date-field';
import { NumberField } from '@/components/forms/number-field';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { fill } from '@/lib/i18n/fill';
import { termIn, usePostingWords } from './posting-words';

type Props = { field: FieldDef; prefix: 'details' | 'pricing'; category: PostingCategory; postType: PostingType };

/** One catalogue field (lib/posting/fields.ts) as its form control. */
export function CatalogField({ field: f, prefix, category, postType }: Props) {
  const w = usePostingWords();
  const name = `${prefix}.${f.key}`;
  const plain = termIn(w, fieldLabel(f, postType));
  const label = isRequired(f, postType) ? `${plain} *` : plain;
  const options = (f.options ?? []).map((o) => ({ value: o.value, label: termIn(w, o.label) }));
  switch (f.kind) {
    case 'area': {
      const units = AREA_UNITS.filter((u) => (category.areaUnits as string[]).includes(u.value))
        .sort((a, b) => category.areaUnits.indexOf(a.value) - category.areaUnits.indexOf(b.value))
        .map((u) => ({ value: u.value, label: termIn(w, u.label) }));
      return <AreaField name={name} unitName={`details.${AREA_UNIT_FIELD}`} label={label} units={units}
        unitLabel={fill(w.text.form.unit, { label })} />;
    }
    case 'int': case 'number':
      return <NumberField name={name} label={label} inputMode={f.kind === 'int' && (f.min ?? 0) >= 0 ? 'numeric' : 'decimal'} />;
    case 'bool':
      return <CheckField name={name} label={plain} />;
    case 'enum':
      return options.length <= 4
        ? <ChoiceGroupField name={name} label={label} options={options} />
        : <SelectField name={name} label={label} options={options} placeholder={w.text.form.select} />;
    case 'multi':
      return <ChoiceGroupField name={name} label={label} options={options} multiple />;
    case 'date':
      return <DateField name={name} label={label} />;
    case 'text':
      return <TextField name={name} label={label} maxLength={f.max} />;
  }
}
