import 'server-only';
import * as yup from 'yup';

const id = (name: string) => yup.number().typeError(`${name} must be a number`).integer(`${name} must be a whole number`)
  .positive(`${name} must be a positive number`);
const token = (name: string) => yup.string().typeError(`${name} must be text`).trim().max(200, `${name} is too long`).nullable().optional();

// The client's amount is accepted only to be compared with the order (a mismatch is refused and logged).
export const createOrderBody = yup.object({
  plan_id: id('plan_id').required('plan_id is required'),
  billing_id: id('billing_id').required('billing_id is required'),
  renew_id: id('renew_id').nullable().optional(),
  project_id: id('project_id').nullable().optional(),
});

export const verifyOrderBody = yup.object({
  order_id: id('order_id').required('order_id is required'),
  payment_id: token('payment_id'),
  signature: token('signature'),
  payment_intent_id: token('payment_intent_id'),
  amount: yup.number().typeError('amount must be a number').integer().min(0).nullable().optional(),
});

export const orderIdBody = yup.object({ order_id: id('order_id').required('order_id is required') });

export const sandboxPayBody = yup.object({
  order_id: id('order_id').required('order_id is required'),
  outcome: yup.string().required('outcome is required').oneOf(['success', 'fail', 'cancel'], 'outcome must be success, fail or cancel'),
  amount: yup.number().typeError('amount must be a number').integer().min(0).required('amount is required'),
});
