/* eslint-disable @next/next/no-img-element */
'use client';
import { useFormikContext } from 'formik';
import { formatPrice } from '@/lib/format/price';
import { areaUnitLabel } from '@/lib/posting/area-units';
import { formatMeasure } from '@/lib/format/counts';
import { AREA_UNIT_FIELD, fieldApplies, fieldLabel, type FieldDef } from '@/lib/posting/fields';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import { fill } from '@/lib/i18n/fill';
import { documentLocale } from '@/lib/i18n/locales';
import type { WizardValues } from './wizard-values';
import { termIn, usePostingWords, type PostingWords } from './posting-words';

type Props = { category: PostingCategory; postType: PostingType; onEdit: (step: number) => void; steps: readonly { title: string }[] };

function show(f: FieldDef, v: unknown, unit: string, w: PostingWords): string | null {
  if (v === '' || v === undefined || v === null || (Array.isArray(v) && v.length === 0)) return null;
  if (f.kind === 'bool') return v ? w.text.review.yes : null;
  if (f.kind === 'area') return `${formatMeasure(Number(v))} ${termIn(w, areaUnitLabel(unit))}`; // formatArea's figure, the unit in the language
  if (f.key === 'price' || f.key === 'maintenance' || f.key === 'security_deposit') return formatPrice(Number(v), documentLocale());
  const label = (x: unknown) => termIn(w, f.options?.find((o) => o.value === x)?.label ?? String(x));
  return Array.isArray(v) ? v.map(label).join(', ') : label(v);
}

function Facts({ fields, values, postType, unit }: { fields: readonly FieldDef[]; values: Record<string, unknown>; postType: PostingType; unit: string }) {
  const w = usePostingWords();
  const rows = fields.filter((f) => fieldApplies(f, postType, values))
    .map((f) => [termIn(w, fieldLabel(f, postType)), show(f, values[f.key], unit, w)] as const).filter(([, v]) => v !== null);
  return <dl className="review-facts">{rows.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>;
}

/** Last step: everything at a glance, each part with a way back to change it. */
export function ReviewStep({ category, postType, onEdit, steps }: Props) {
  const { values: v } = useFormikContext<WizardValues>();
  const w = usePostingWords();
  const t = w.text.review;
  const unit = String(v.details[AREA_UNIT_FIELD] ?? 'sqft');
  const part = (i: number, body: React.ReactNode) => (
    <section className="review-part" aria-labelledby={`review-${i}`}>
      <div className="d-flex justify-content-between align-items-center">
        <h3 id={`review-${i}`} className="h6 mb-1">{steps[i]!.title}</h3>
        <button type="button" className="btn btn-link btn-sm" onClick={() => onEdit(i)} aria-label={fill(t.changeOf, { title: steps[i]!.title })}>{t.change}</button>
      </div>
      {body}
    </section>
  );
  return (
    <div>
      <p className="fw-semibold">{fill(postType === 'rent' ? t.rent : t.sale, { noun: w.noun ?? category.label })}</p>
      {part(0, <p className="mb-0">{[v.property_details.name, v.property_details.address, v.g_location.area, v.g_location.city].filter(Boolean).join(', ')}</p>)}
      {part(1, <Facts fields={category.fields} values={v.details} postType={postType} unit={unit} />)}
      {part(2, <Facts fields={category.priceFields} values={v.pricing} postType={postType} unit={unit} />)}
      {part(3, <>
        <p className="mb-1 review-description">{v.description}</p>
        {v.amenities.length > 0 && <p className="mb-0 small text-muted">{fill(t.amenities, { value: v.amenities.map((a) => termIn(w, a)).join(', ') })}</p>}
      </>)}
      {part(4, v.photos.length
        ? <div className="d-flex gap-2 align-items-center"><img src={v.photos[0]!.url} alt={t.cover} className="review-cover" /><span>{fill(v.photos.length === 1 ? t.photo : t.photos, { n: v.photos.length })}</span></div>
        : <p className="mb-0 text-muted">{t.none}</p>)}
    </div>
  );
}
