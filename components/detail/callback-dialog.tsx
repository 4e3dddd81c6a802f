'use client';
import Modal from 'react-bootstrap/Modal';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { toast } from '@/components/layout/toast';
import { personName, phoneNumber } from '@/lib/validation/auth';
import { errorMessage } from '@/lib/error-message';
import { createRequestCallback } from '@/services/api/profile';
import { useAppSelector } from '@/store/hooks';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { wrapFocus } from '@/components/forms/wrap-focus';

const schema = yup.object({
  name: personName,
  phone_number: phoneNumber,
  preferred_time: yup.string(),
  message: yup.string().max(500, 'Keep the message under 500 characters'),
});

type Props = { show: boolean; onClose: () => void; title: string; propertyId: number; propertyType: string };

/** Asks the poster to call back: the request lands in their Request Callbacks page. */
export function CallbackDialog({ show, onClose, title, propertyId, propertyType }: Props) {
  const { name, mobile } = useAppSelector((s) => s.auth);
  return (
    <Modal onKeyDown={wrapFocus} show={show} onHide={onClose} centered aria-labelledby="callback-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="callback-dialog-title" as="h2" className="h5">{title}</Modal.Title>
      </Modal.Header>
      <Formik
        initialValues={{ name: name ?? '', phone_number: mobile ?? '', preferred_time: 'Any time', message: '' }}
        validationSchema={schema}
        onSubmit={async (v) => {
          try {
            await createRequestCallback({ property_id: propertyId, property_type: propertyType, ...v, name: v.name.trim() });
            toast.success('Request sent. The poster will call you back soon.');
            onClose();
          } catch (e) {
            toast.error(errorMessage(e, 'Something Went Wrong'));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Modal.Body>
              <TextField name="name" label="Your name" autoComplete="name" />
              <TextField name="phone_number" label="Mobile number" inputMode="numeric" maxLength={10} autoComplete="tel-national" />
              <TextField name="preferred_time" label="Best time to call" list="callback-times" />
              <datalist id="callback-times">
                <option value="Any time" /><option value="Morning (9–12)" /><option value="Afternoon (12–4)" /><option value="Evening (4–8)" />
              </datalist>
              <TextareaField name="message" label="Message (optional)" rows={3} />
            </Modal.Body>
            <Modal.Footer>
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>Cancel</button>
              <SubmitButton busy={isSubmitting}>Send request</SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
