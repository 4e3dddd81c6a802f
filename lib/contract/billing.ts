/** Billing details as saved (the GST invoice's buyer). */
export type BillingApi = {
  id: number;
  name: string;
  email: string;
  phone_number: string | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
  gstin: string | null;
};

/** What a gateway's checkout needs; which fields are set depends on the provider. */
export type Checkout = {
  provider: 'sandbox' | 'razorpay' | 'stripe';
  checkout_url?: string;
  key_id?: string;
  order_id?: string | null;
  amount: number;
  currency: string;
  publishable_key?: string;
};

/** An order; amounts in paise, priced on the server. `checkout` comes with a new or reopened order. */
export type OrderApi = {
  order_id: number;
  status: string;
  plan_id: number;
  billing_id: number | null;
  amount: number;
  currency: string;
  base_paise: number | null;
  tax_paise: number | null;
  provider: string;
  provider_order_id: string | null;
  receipt: string | null;
  renew_id: number | null;
  project_id: number | null;
  expires_at: string | null;
  created_at: string;
  checkout?: Checkout;
};

export type InvoiceParty = { name: string; address: string; state: string; state_code: string | null; gstin: string | null };

/** A GST invoice (amounts in paise). */
export type InvoiceApi = {
  id: number;
  number: string;
  order_id: number;
  issued_at: string;
  order_ref: string | null;
  payment_ref: string | null;
  period_from: string | null;
  period_to: string | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  place_of_supply: { state: string; code: string | null };
  reverse_charge: boolean;
  sac_code: string;
  description: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  amount_in_words: string;
  download_url: string;
};

/** verify-order's answer; `already_verified` on a repeated call (verification is idempotent). */
export type Verified = { order_id: number; subscription_id: number; invoice_id: number; already_verified: boolean };

/** The sandbox gateway's checkout result; a captured payment is signed like a gateway's. */
export type SandboxPayment = { payment_id: string; status: string; order_id?: string; signature?: string };
