import * as yup from 'yup';
import { gstinProblem } from './gstin';
import { STATE_NAMES, stateCode } from './states';

// Billing details: shared by the billing step's form and /api/subscription/create-billing-details.
export const GSTIN_MESSAGES = {
  format: 'Enter a valid 15-character GSTIN',
  checksum: 'This GSTIN is not valid: its check character does not match',
  state: 'This GSTIN belongs to another state than the billing state',
} as const;

export const billingSchema = yup.object({
  name: yup.string().typeError('name must be text').trim().required('Enter the billing name')
    .min(2, 'Billing name is too short').max(120, 'Billing name must be at most 120 characters'),
  email: yup.string().trim().required('Enter your e-mail').email('email must be a valid email!').max(200),
  address: yup.string().trim().required('Enter the billing address').min(5, 'Billing address is too short').max(300),
  city: yup.string().trim().required('Enter the city').max(80),
  state: yup.string().trim().required('Choose the state').oneOf(STATE_NAMES, 'Choose a state from the list'),
  pincode: yup.string().trim().required('Enter the PIN code').matches(/^[1-9][0-9]{5}$/, 'Enter a valid 6-digit PIN code'),
  gstin: yup.string().transform((v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v))
    .nullable().optional()
    .test('gstin', GSTIN_MESSAGES.format, function check(v) {
      if (!v) return true;
      const problem = gstinProblem(v);
      if (problem) return this.createError({ message: GSTIN_MESSAGES[problem] });
      const code = stateCode(this.parent.state ?? '');
      if (code && v.slice(0, 2) !== code) return this.createError({ message: GSTIN_MESSAGES.state });
      return true;
    }),
});

export type BillingInput = yup.InferType<typeof billingSchema>;
