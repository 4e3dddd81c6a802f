'use client';
import { Form, Formik } from 'formik';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { contactSchema } from '@/lib/trust/schemas';
import { createContactUs } from '@/services/api/trust';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { SenderFields } from '@/components/forms/sender-fields';

/** The /contact-us form: goes to the support team's inbox (contact_messages). */
export function ContactForm() {
  return (
    <section className="page-width pb-4" style={{ maxWidth: 880 }} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="h4">Write to us</h2>
      <Formik initialValues={{ name: '', email: '', phone_number: '', subject: '', message: '' }} validationSchema={contactSchema}
        onSubmit={async (v, { resetForm }) => {
          try {
            const r = await createContactUs({ ...v, name: v.name.trim(), phone_number: v.phone_number || null });
            toast.success(r.message);
            resetForm();
          } catch (e) {
            toast.error(errorMessage(e, 'Something Went Wrong'));
          }
        }}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Contact us">
            <SenderFields />
            <TextField name="subject" label="Subject (optional)" />
            <TextareaField name="message" label="Message" rows={4} />
            <SubmitButton busy={isSubmitting}>Send message</SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
