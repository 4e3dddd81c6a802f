/* eslint-disable @next/next/no-img-element */
'use client';
import { useFormikContext } from 'formik';
import { formatPrice } from '@/lib/format/price';
import { formatArea } from '@/lib/posting/area-units';
import { AREA_UNIT_FIELD, fieldApplies, fieldLabel, type FieldDef } from '@/lib/posting/fields';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import type { WizardValues } from './wizard-values';

type Props = { category: PostingCategory; postType: PostingType; onEdit: (step: number) => void; steps: readonly { title: string }[] };

function show(f: FieldDef, v: unknown, unit: string): string | null {
  if (v === '' || v === undefined || v === null || (Array.isArray(v) && v.length === 0)) return null;
  if (f.kind === 'bool') return v ? 'Yes' : null;
  if (f.kind === 'area') return formatArea(Number(v), unit);
  if (f.key === 'price' || f.key === 'maintenance' || f.key === 'security_deposit') return formatPrice(Number(v));
  const label = (x: unknown) => f.options?.find((o) => o.value === x)?.label ?? String(x);
  return Array.isArray(v) ? v.map(label).join(', ') : label(v);
}

function Facts({ fields, values, postType, unit }: { fields: readonly FieldDef[]; values: Record<string, unknown>; postType: PostingType; unit: string }) {
  const rows = fields.filter((f) => fieldApplies(f, postType, values))
    .map((f) => [fieldLabel(f, postType), show(f, values[f.key], unit)] as const).filter(([, v]) => v !== null);
  return <dl className="review-facts">{rows.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>;
}

/** Last step: everything at a glance, each part with a way back to change it. */
export function ReviewStep({ category, postType, onEdit, steps }: Props) {
  const { values: v } = useFormikContext<WizardValues>();
  const unit = String(v.details[AREA_UNIT_FIELD] ?? 'sqft');
  const part = (i: number, body: React.ReactNode) => (
    <section className="review-part" aria-labelledby={`review-${i}`}>
      <div className="d-flex justify-content-between align-items-center">
        <h3 id={`review-${i}`} className="h6 mb-1">{steps[i]!.title}</h3>
        <button type="button" className="btn btn-link btn-sm" onClick={() => onEdit(i)} aria-label={`Change ${steps[i]!.title}`}>Change</button>
      </div>
      {body}
    </section>
  );
  return (
    <div>
      <p className="fw-semibold">{category.label} for {postType === 'rent' ? 'rent' : 'sale'}</p>
      {part(0, <p className="mb-0">{[v.property_details.name, v.property_details.address, v.g_location.area, v.g_location.city].filter(Boolean).join(', ')}</p>)}
      {part(1, <Facts fields={category.fields} values={v.details} postType={postType} unit={unit} />)}
      {part(2, <Facts fields={category.priceFields} values={v.pricing} postType={postType} unit={unit} />)}
      {part(3, <>
        <p className="mb-1 review-description">{v.description}</p>
        {v.amenities.length > 0 && <p className="mb-0 small text-muted">Amenities: {v.amenities.join(', ')}</p>}
      </>)}
      {part(4, v.photos.length
        ? <div className="d-flex gap-2 align-items-center"><img src={v.photos[0]!.url} alt="Cover photo" className="review-cover" /><span>{v.photos.length} photo{v.photos.length === 1 ? '' : 's'}</span></div>
        : <p className="mb-0 text-muted">No photos</p>)}
    </div>
  );
}
