'use client';
import { useFormikContext } from 'formik';
import { fieldApplies, type FieldDef } from '@/lib/posting/fields';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import { CatalogField } from './catalog-field';
import type { WizardValues } from './wizard-values';

type Props = { category: PostingCategory; postType: PostingType; prefix: 'details' | 'pricing'; fields: readonly FieldDef[] };

/**
 * Step: the category's typed facts (or its price terms), straight from the
 * field catalogue. Fields that depend on another (age of property only when
 * ready to move) appear as soon as that answer is given.
 */
export function FieldsStep({ category, postType, prefix, fields }: Props) {
  const { values } = useFormikContext<WizardValues>();
  const current = values[prefix];
  const shown = fields.filter((f) => fieldApplies(f, postType, current));
  const boxes = shown.filter((f) => f.kind === 'bool');
  return (
    <>
      <div className="posting-grid">
        {shown.filter((f) => f.kind !== 'bool' && f.kind !== 'multi').map((f) => (
          <CatalogField key={f.key} field={f} prefix={prefix} category={category} postType={postType} />
        ))}
      </div>
      {shown.filter((f) => f.kind === 'multi').map((f) => (
        <CatalogField key={f.key} field={f} prefix={prefix} category={category} postType={postType} />
      ))}
      {boxes.length > 0 && (
        <div className="posting-checks">
          {boxes.map((f) => <CatalogField key={f.key} field={f} prefix={prefix} category={category} postType={postType} />)}
        </div>
      )}
    </>
  );
}
