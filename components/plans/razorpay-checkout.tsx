'use client';
import { useState } from 'react';
import { CHECKOUT_TEXT } from './checkout-result';
import { useVerify } from './use-verify';
import type { CheckoutPageData } from './types';

type RzpResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RzpInstance = { open: () => void; on: (ev: string, cb: () => void) => void };
declare global { interface Window { Razorpay?: new (o: Record<string, unknown>) => RzpInstance } }

let script: Promise<void> | null = null;
/** Razorpay's Checkout script, loaded on first use only. */
function loadCheckout(): Promise<void> {
  script ??= new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://checkout.razorpay.com/v1/checkout.js';
    s.onload = () => resolve();
    s.onerror = () => { script = null; reject(new Error('Razorpay Checkout did not load')); };
    document.body.appendChild(s);
  });
  return script;
}

export function RazorpayCheckout({ order, keyId, onMessage }: { order: CheckoutPageData; keyId: string; onMessage: (m: { text: string; ok: boolean }) => void }) {
  const [busy, setBusy] = useState(false);
  const verify = useVerify((text) => onMessage({ text, ok: false }));
  const open = async () => {
    setBusy(true);
    try {
      await loadCheckout();
      const rzp = new window.Razorpay!({
        key: keyId, order_id: order.provider_order_id, amount: order.amount, currency: order.currency,
        name: 'GharBazaar', description: order.plan_name,
        handler: (r: RzpResponse) => verify({ order_id: order.order_id, payment_id: r.razorpay_payment_id, signature: r.razorpay_signature }),
        modal: { ondismiss: () => { setBusy(false); onMessage({ text: CHECKOUT_TEXT.cancelled, ok: false }); } },
      });
      rzp.on('payment.failed', () => onMessage({ text: CHECKOUT_TEXT.failed, ok: false }));
      rzp.open();
    } catch {
      setBusy(false);
      onMessage({ text: 'Something went wrong', ok: false });
    }
  };
  return <button type="button" className="btn btn-primary" onClick={open} disabled={busy}>Pay with Razorpay</button>;
}
