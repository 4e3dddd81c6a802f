'use client';
import Modal from 'react-bootstrap/Modal';
import { Form, Formik } from 'formik';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { REPORT_REASONS, USER_REPORT_REASONS } from '@/lib/trust/reasons';
import { propertyReportSchema, userReportSchema } from '@/lib/trust/schemas';
import { createPropertyReport, createUserReport } from '@/services/api/trust';
import { ChoiceGroupField } from '@/components/forms/choice-group-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { SubmitButton } from '@/components/forms/submit-button';

export type ReportTarget = { type: 'property'; id: number; propertyType: string } | { type: 'user'; id: number };
type Props = { show: boolean; onClose: () => void; target: ReportTarget };

/** Report a listing or a profile: one reason (other needs the user's words); each user reports an item once. */
export function ReportDialog({ show, onClose, target }: Props) {
  const property = target.type === 'property';
  const reasons = property ? REPORT_REASONS : USER_REPORT_REASONS;
  const schema = property ? propertyReportSchema.pick(['reason', 'details']) : userReportSchema.pick(['reason', 'details']);
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="report-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="report-dialog-title" as="h2" className="h5">{property ? 'Report this property' : 'Report this profile'}</Modal.Title>
      </Modal.Header>
      <Formik initialValues={{ reason: '', details: '' }} validationSchema={schema}
        onSubmit={async (v) => {
          try {
            if (target.type === 'property') await createPropertyReport({ property_id: target.id, property_type: target.propertyType, ...v });
            else await createUserReport({ user_id: target.id, ...v });
            toast.success('Thank you. Our team will look into it.');
            onClose();
          } catch (e) {
            toast.error(errorMessage(e, 'Something Went Wrong'));
          }
        }}>
        {({ isSubmitting, values }) => (
          <Form noValidate>
            <Modal.Body>
              <ChoiceGroupField name="reason" label="What is wrong?" options={reasons.map((r) => ({ value: r.value, label: r.label }))} />
              <TextareaField name="details" label={values.reason === 'other' ? 'Tell us what is wrong' : 'Details (optional)'} rows={3} />
            </Modal.Body>
            <Modal.Footer>
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>Cancel</button>
              <SubmitButton busy={isSubmitting}>Send report</SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
