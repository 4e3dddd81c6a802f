'use client';
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { longDateText } from '@/lib/format/dates';
import { GRIEVANCE_CATEGORIES, grievanceSchema, type GrievanceBody } from '@/lib/grievance/schemas';
import { fileGrievance, type FiledGrievance } from '@/services/api/grievances';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { SenderFields } from '@/components/forms/sender-fields';

const OPTIONS = Object.entries(GRIEVANCE_CATEGORIES).map(([value, label]) => ({ value, label }));
const INITIAL = { name: '', email: '', phone_number: '', category: '', subject: '', message: '' };

/** Files a complaint; the ticket number stays on screen (the mail may take a while). */
export function GrievanceForm() {
  const [filed, setFiled] = useState<FiledGrievance | null>(null);
  if (filed) {
    return (
      <div className="alert alert-success" role="status" aria-live="polite">
        <p className="mb-1 fw-semibold">Your complaint is registered as ticket {filed.ticket}.</p>
        <p className="mb-0">We have sent an acknowledgement to {filed.email}. We will resolve it by{' '}
          {longDateText(filed.due_at)}.</p>
      </div>
    );
  }
  return (
    <Formik initialValues={INITIAL} validationSchema={grievanceSchema}
      onSubmit={async (v) => {
        try {
          const r = await fileGrievance({ ...(v as GrievanceBody), phone_number: v.phone_number || null });
          setFiled(r.data);
        } catch (e) {
          toast.error(errorMessage(e, 'Something Went Wrong'));
        }
      }}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="File a grievance">
          <SenderFields />
          <SelectField name="category" label="What is it about?" options={OPTIONS} />
          <TextField name="subject" label="Subject" />
          <TextareaField name="message" label="What happened, and what would you like us to do?" rows={5} />
          <SubmitButton busy={isSubmitting}>File grievance</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
