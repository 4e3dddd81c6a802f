'use client';
import { Form, Formik } from 'formik';
import { toast } from 'react-toastify';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { createNewsletter } from '@/services/api/misc';
import { errorMessage } from '@/lib/error-message';
import { TextField } from '@/components/forms/text-field';
import { SubmitButton } from '@/components/forms/submit-button';

/** SPEC §5/§7: success toasts the server message; the form resets either way. */
export function NewsletterForm() {
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={newsletterSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          const res = await createNewsletter(values.email.trim());
          toast.success(res.message);
        } catch (e) {
          toast.error(errorMessage(e, 'Something Went Wrong'));
        } finally {
          resetForm();
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="d-flex flex-column gap-2">
          <TextField name="email" type="email" label="Your e-mail address" placeholder="you@example.in" autoComplete="email" className="" />
          <SubmitButton busy={isSubmitting}>Subscribe</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
