import { post } from '@/services/http';

// SPEC §7 Subscriptions (and the few calls issue 11 adds, marked).

export type PlanSummary = {
  has_plan: boolean;
  latest_plan: { id: number; plan_id: number; ends_at: string; status: string } | null;
  listings: { allowed: number; used: number };
  featured: { allowed: number; used: number };
  projects: { allowed: number; used: number };
  priority_moderation: boolean;
  plan_button: 'Upgrade Plan' | 'Renew Plan';
  plan_url: string;
  post_project: boolean;
};

export type BillingBody = { name: string; email: string; address: string; city: string; state: string; pincode: string; gstin?: string };
export type BillingSaved = Omit<BillingBody, "gstin"> & { id: number; gstin: string | null; phone_number?: string };

export type Checkout = { provider: 'sandbox' | 'razorpay' | 'stripe'; checkout_url?: string; key_id?: string; order_id?: string; amount: number; currency: string; publishable_key?: string };
export type OrderCreated = { order_id: number; amount: number; currency: string; base_paise: number; tax_paise: number; provider: string; provider_order_id: string | null; checkout: Checkout };

export type VerifyBody = { order_id: number; payment_id?: string; signature?: string; payment_intent_id?: string; amount?: number };
export type Verified = { order_id: number; subscription_id: number; invoice_id: number; already_verified: boolean };

export const myPlanSummary = () => post<PlanSummary>('/api/user/my-plan-details-without-project');
export const createBillingDetails = (b: BillingBody) => post<BillingSaved>('/api/subscription/create-billing-details', b);
export const createOrder = (b: { plan_id: number; billing_id: number; renew_id?: number | null; project_id?: number | null }) =>
  post<OrderCreated>('/api/subscription/create-order', b);
export const verifyOrder = (b: VerifyBody) => post<Verified>('/api/subscription/verify-order', b);
export const createPaymentIntent = (orderId: number) =>
  post<{ client_secret: string; payment_intent_id: string }>('/api/public/create-payment-intent', { order_id: orderId });
export const deleteSubscriptionProject = (subscriptionId: number, projectId: number) =>
  post<unknown>('/api/subscription/delete-subscription-project', { subscription_id: subscriptionId, project_id: projectId });

// Issue 11 additions.
/** The in-app sandbox gateway's checkout result. */
export const sandboxPay = (orderId: number, amount: number, outcome: 'success' | 'fail' | 'cancel') =>
  post<{ payment_id: string; status: string; signature?: string }>('/api/payments/sandbox/pay', { order_id: orderId, amount, outcome });
export const featureListing = (propertyId: number, on: boolean) =>
  post<unknown>(on ? '/api/subscription/feature-listing' : '/api/subscription/unfeature-listing', { property_id: propertyId, property_type: 'property' });
