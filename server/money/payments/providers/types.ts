import 'server-only';
import type { Checkout as ContractCheckout } from '@/lib/contract';

export type ProviderName = 'sandbox' | 'razorpay' | 'stripe';

export type OrderForProvider = { id: number; amountPaise: number; currency: string; receipt: string; providerRef: string | null };

/** What the browser needs to open the provider's checkout. */
export type Checkout = ContractCheckout & { provider: ProviderName };

export type VerifyInput = {
  payment_id?: string | null; signature?: string | null; payment_intent_id?: string | null;
};

export type VerifyResult =
  | { ok: true; paymentRef: string }
  | { ok: false; reason: 'bad_signature' | 'amount_mismatch' | 'not_paid' | 'wrong_order'; detail: string };

/** A webhook event the payments domain understands (others are acknowledged and ignored). */
export type WebhookEvent = {
  eventId: string; type: string;
  paid: boolean; providerOrderId?: string; orderId?: number; paymentRef?: string; amountPaise?: number;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates (or, for a retried create, returns) the provider-side order; returns its id. */
  createOrder(o: OrderForProvider): Promise<{ providerRef: string | null }>;
  checkout(o: OrderForProvider & { providerRef: string | null }): Checkout;
  /** Checks the browser's payment result against the provider (signature, amount). */
  verify(o: OrderForProvider & { providerRef: string | null }, input: VerifyInput): Promise<VerifyResult>;
  /** Verifies a webhook over its raw body; throws AppError('bad_request') on a bad signature. */
  parseWebhook?(raw: string, headers: Headers): Promise<WebhookEvent>;
}
