'use client';
import { Form, Formik } from 'formik';
import { errorMessage } from '@/lib/error-message';
import { billingSchema } from '@/lib/billing/schemas';
import { STATE_NAMES } from '@/lib/billing/states';
import { TextField } from '@/components/forms/text-field';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { toast } from '@/components/layout/toast';
import { createBillingDetails, type BillingSaved } from '@/services/api/plans';

const STATES = STATE_NAMES.map((s) => ({ value: s, label: s }));
type Values = { name: string; email: string; address: string; city: string; state: string; pincode: string; gstin: string };

/** Step 2: billing details (GSTIN optional, checked by format and check character). */
export function BillingForm({ initial, onSaved, onBack }: {
  initial: Partial<BillingSaved> | null; onSaved: (b: BillingSaved) => void; onBack: () => void;
}) {
  const values: Values = {
    name: initial?.name ?? '', email: initial?.email ?? '', address: initial?.address ?? '', city: initial?.city ?? '',
    state: initial?.state ?? '', pincode: initial?.pincode ?? '', gstin: initial?.gstin ?? '',
  };
  return (
    <Formik<Values> initialValues={values} validationSchema={billingSchema} onSubmit={async (v) => {
      try {
        const res = await createBillingDetails({ ...v, gstin: v.gstin.trim() || undefined });
        onSaved(res.data);
      } catch (e) {
        toast.error(errorMessage(e, 'Something Went Wrong'));
      }
    }}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Billing details">
          <h2 className="h5">Billing details</h2>
          <TextField name="name" label="Name on the invoice" autoComplete="organization" />
          <TextField name="email" label="E-mail for the invoice" type="email" autoComplete="email" />
          <TextField name="address" label="Address" autoComplete="street-address" />
          <div className="row g-2">
            <TextField className="col-sm-6 mb-3" name="city" label="City" autoComplete="address-level2" />
            <TextField className="col-sm-6 mb-3" name="pincode" label="PIN code" inputMode="numeric" maxLength={6} autoComplete="postal-code" />
          </div>
          <SelectField name="state" label="State" options={STATES} placeholder="Choose the state" />
          <TextField name="gstin" label="GSTIN (optional)" autoCapitalize="characters" maxLength={15} />
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={onBack}>Back</button>
            <SubmitButton busy={isSubmitting}>Continue to payment</SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
