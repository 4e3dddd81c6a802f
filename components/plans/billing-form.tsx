'use client';
import { Form, Formik } from 'formik';
import { errorMessage } from '@/lib/error-message';
import { billingSchema } from '@/lib/billing/schemas';
import { STATE_NAMES } from '@/lib/billing/states';
import { TextField } from '@/components/forms/text-field';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { toast } from '@/components/layout/toast';
import { ErrorWords } from '@/components/forms/error-words';
import { createBillingDetails, type BillingSaved } from '@/services/api/plans';
import { ENGLISH_PLAN_WORDS, type PlanWords } from './plan-words';

const STATES = STATE_NAMES.map((s) => ({ value: s, label: s }));
type Values = { name: string; email: string; address: string; city: string; state: string; pincode: string; gstin: string };

/** Step 2: billing details (GSTIN optional, checked by format and check character). */
export function BillingForm({ initial, onSaved, onBack, words = ENGLISH_PLAN_WORDS }: {
  initial: Partial<BillingSaved> | null; onSaved: (b: BillingSaved) => void; onBack: () => void; words?: PlanWords;
}) {
  const w = words.billing;
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
        toast.error(errorMessage(e, words.server.something_went_wrong ?? 'Something Went Wrong', words.server));
      }
    }}>
      {({ isSubmitting }) => (
        <ErrorWords.Provider value={words.errors}>
          <Form noValidate aria-label={w.title}>
            <h2 className="h5">{w.title}</h2>
            <TextField name="name" label={w.name} autoComplete="organization" />
            <TextField name="email" label={w.email} type="email" autoComplete="email" />
            <TextField name="address" label={w.address} autoComplete="street-address" />
            <div className="row g-2">
              <TextField className="col-sm-6 mb-3" name="city" label={w.city} autoComplete="address-level2" />
              <TextField className="col-sm-6 mb-3" name="pincode" label={w.pincode} inputMode="numeric" maxLength={6} autoComplete="postal-code" />
            </div>
            <SelectField name="state" label={w.state} options={STATES} placeholder={w.statePlaceholder} />
            <TextField name="gstin" label={w.gstin} autoCapitalize="characters" maxLength={15} />
            <div className="d-flex gap-2">
              <button type="button" className="btn btn-outline-secondary" onClick={onBack}>{w.back}</button>
              <SubmitButton busy={isSubmitting}>{w.continue}</SubmitButton>
            </div>
          </Form>
        </ErrorWords.Provider>
      )}
    </Formik>
  );
}
