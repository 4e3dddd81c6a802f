'use client';
import { REPORT_REASONS, USER_REPORT_REASONS } from '@/lib/trust/reasons';
import { propertyReportSchema, userReportSchema } from '@/lib/trust/schemas';
import { createPropertyReport, createUserReport } from '@/services/api/trust';
import { ChoiceGroupField } from '@/components/forms/choice-group-field';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextareaField } from '@/components/forms/textarea-field';

export type ReportTarget = { type: 'property'; id: number; propertyType: string } | { type: 'user'; id: number };
type Props = { show: boolean; onClose: () => void; target: ReportTarget };

/** Report a listing or a profile: one reason (other needs the user's words); each user reports an item once. */
export function ReportDialog({ show, onClose, target }: Props) {
  const property = target.type === 'property';
  const reasons = property ? REPORT_REASONS : USER_REPORT_REASONS;
  const schema = property ? propertyReportSchema.pick(['reason', 'details']) : userReportSchema.pick(['reason', 'details']);
  return (
    <FormDialog show={show} onClose={onClose} id="report-dialog-title" title={property ? 'Report this property' : 'Report this profile'}
      initialValues={{ reason: '', details: '' }} schema={schema}
      submit={(v) => target.type === 'property'
        ? createPropertyReport({ property_id: target.id, property_type: target.propertyType, ...v })
        : createUserReport({ user_id: target.id, ...v })}
      success="Thank you. Our team will look into it." submitLabel="Send report">
      {({ values }) => <>
        <ChoiceGroupField name="reason" label="What is wrong?" options={reasons.map((r) => ({ value: r.value, label: r.label }))} />
        <TextareaField name="details" label={values.reason === 'other' ? 'Tell us what is wrong' : 'Details (optional)'} rows={3} />
      </>}
    </FormDialog>
  );
}
