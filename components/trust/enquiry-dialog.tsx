'use client';
import Modal from 'react-bootstrap/Modal';
import { Form, Formik } from 'formik';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { enquirySchema } from '@/lib/trust/schemas';
import { createEnquiry } from '@/services/api/trust';
import { useAppSelector } from '@/store/hooks';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { SubmitButton } from '@/components/forms/submit-button';

type Props = { show: boolean; onClose: () => void; title: string; propertyId: number; propertyType: string };
const schema = enquirySchema.omit(['property_id', 'property_type']);

/** The detail page's enquiry: goes to the poster's leads; the poster may share their number back. */
export function EnquiryDialog({ show, onClose, title, propertyId, propertyType }: Props) {
  const { name, mobile } = useAppSelector((s) => s.auth);
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="enquiry-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="enquiry-dialog-title" as="h2" className="h5">{title}</Modal.Title>
      </Modal.Header>
      <Formik initialValues={{ name: name ?? '', phone_number: mobile ?? '', email: '', message: 'Hi, I am interested in this property. Is it still available?' }}
        validationSchema={schema}
        onSubmit={async (v) => {
          try {
            await createEnquiry({ property_id: propertyId, property_type: propertyType, ...v, name: v.name.trim(), email: v.email || null });
            toast.success('Enquiry sent. The poster can share their number with you.');
            onClose();
          } catch (e) {
            toast.error(errorMessage(e, 'Something Went Wrong'));
          }
        }}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Modal.Body>
              <p className="small text-muted">Posters’ numbers stay private. Yours goes to this poster only.</p>
              <TextField name="name" label="Your name" autoComplete="name" />
              <TextField name="phone_number" label="Mobile number" inputMode="numeric" maxLength={10} autoComplete="tel-national" />
              <TextField name="email" label="E-mail (optional)" type="email" autoComplete="email" />
              <TextareaField name="message" label="Message" rows={3} />
            </Modal.Body>
            <Modal.Footer>
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>Cancel</button>
              <SubmitButton busy={isSubmitting}>Send enquiry</SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
