import { post } from '@/services/http';
import type {
  BillingApi, ItemFeatured, ItemUnfeatured, OrderApi, PlanCancelled, PlanSummary, ProjectDetached,
  SandboxPayment, Verified,
} from '@/lib/contract';

// SPEC §7 Subscriptions (and the few calls not in the SPEC, marked).

export type { PlanSummary, Verified };

export type BillingBody = { name: string; email: string; address: string; city: string; state: string; pincode: string; gstin?: string };
/** Saved billing details: the GST invoice's buyer. */
export type BillingSaved = BillingApi;

/** A new or reopened order comes with what its gateway's checkout needs. */
export type OrderCreated = OrderApi & { checkout: NonNullable<OrderApi['checkout']> };

export type VerifyBody = { order_id: number; payment_id?: string; signature?: string; payment_intent_id?: string; amount?: number };

export const myPlanSummary = () => post<PlanSummary>('/api/user/my-plan-details-without-project');
export const createBillingDetails = (b: BillingBody) => post<BillingSaved>('/api/subscription/create-billing-details', b);
export const createOrder = (b: { plan_id: number; billing_id: number; renew_id?: number | null; project_id?: number | null }) =>
  post<OrderCreated>('/api/subscription/create-order', b);
export const verifyOrder = (b: VerifyBody) => post<Verified>('/api/subscription/verify-order', b);
export const createPaymentIntent = (orderId: number) =>
  post<{ client_secret: string; payment_intent_id: string }>('/api/public/create-payment-intent', { order_id: orderId });
export const deleteSubscriptionProject = (subscriptionId: number, projectId: number) =>
  post<ProjectDetached>('/api/subscription/delete-subscription-project', { subscription_id: subscriptionId, project_id: projectId });

/** Ends a running plan (or drops a queued one) now: no subscription trap. */
export const cancelPlan = (subscriptionId: number) => post<PlanCancelled>('/api/subscription/cancel-plan', { id: subscriptionId });

// Calls not in the SPEC.
/** The in-app sandbox gateway's checkout result. */
export const sandboxPay = (orderId: number, amount: number, outcome: 'success' | 'fail' | 'cancel') =>
  post<SandboxPayment>('/api/payments/sandbox/pay', { order_id: orderId, amount, outcome });
export const featureListing = (propertyId: number, on: boolean) =>
  post<ItemFeatured | ItemUnfeatured>(on ? '/api/subscription/feature-listing' : '/api/subscription/unfeature-listing', { property_id: propertyId, property_type: 'property' });
