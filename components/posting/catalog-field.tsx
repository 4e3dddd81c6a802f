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

type Props = { field: FieldDef; prefix: 'details' | 'pricing'; category: PostingCategory; postType: PostingType };

/** One catalogue field (lib/posting/fields.ts) as its form control. */
export function CatalogField({ field: f, prefix, category, postType }: Props) {
  const name = `${prefix}.${f.key}`;
  const label = isRequired(f, postType) ? `${fieldLabel(f, postType)} *` : fieldLabel(f, postType);
  switch (f.kind) {
    case 'area': {
      const units = AREA_UNITS.filter((u) => (category.areaUnits as string[]).includes(u.value))
        .sort((a, b) => category.areaUnits.indexOf(a.value) - category.areaUnits.indexOf(b.value));
      return <AreaField name={name} unitName={`details.${AREA_UNIT_FIELD}`} label={label} units={units} />;
    }
    case 'int': case 'number':
      return <NumberField name={name} label={label} inputMode={f.kind === 'int' && (f.min ?? 0) >= 0 ? 'numeric' : 'decimal'} />;
    case 'bool':
      return <CheckField name={name} label={fieldLabel(f, postType)} />;
    case 'enum':
      return (f.options?.length ?? 0) <= 4
        ? <ChoiceGroupField name={name} label={label} options={f.options ?? []} />
        : <SelectField name={name} label={label} options={f.options ?? []} />;
    case 'multi':
      return <ChoiceGroupField name={name} label={label} options={f.options ?? []} multiple />;
    case 'date':
      return <DateField name={name} label={label} />;
    case 'text':
      return <TextField name={name} label={label} maxLength={f.max} />;
  }
}
