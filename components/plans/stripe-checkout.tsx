'use client';
import { useRef, useState } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { createPaymentIntent } from '@/services/api/plans';
import { CHECKOUT_TEXT } from './checkout-result';
import { useVerify } from './use-verify';
import type { CheckoutPageData } from './types';

/** Card payment with Stripe: @stripe/stripe-js and the Payment Element load only when asked for. */
export function StripeCheckout({ order, publishableKey, onMessage }: { order: CheckoutPageData; publishableKey: string; onMessage: (m: { text: string; ok: boolean }) => void }) {
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements; intent: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const verify = useVerify((text) => onMessage({ text, ok: false }));
  const start = async () => {
    setBusy(true);
    try {
      const [{ loadStripe }, pi] = await Promise.all([import('@stripe/stripe-js'), createPaymentIntent(order.order_id)]);
      const stripe = await loadStripe(publishableKey);
      if (!stripe || !mount.current) throw new Error('Stripe did not load');
      const elements = stripe.elements({ clientSecret: pi.data.client_secret });
      elements.create('payment').mount(mount.current);
      setReady({ stripe, elements, intent: pi.data.payment_intent_id });
    } catch {
      onMessage({ text: 'Something went wrong', ok: false });
    } finally {
      setBusy(false);
    }
  };
  const pay = async () => {
    if (!ready) return;
    setBusy(true);
    const { error, paymentIntent } = await ready.stripe.confirmPayment({ elements: ready.elements, redirect: 'if_required' });
    setBusy(false);
    if (error || paymentIntent?.status !== 'succeeded') {
      onMessage({ text: CHECKOUT_TEXT.failed, ok: false });
      return;
    }
    await verify({ order_id: order.order_id, payment_intent_id: paymentIntent.id });
  };
  return (
    <div>
      <div ref={mount} className="mb-3" />
      {ready
        ? <button type="button" className="btn btn-primary" onClick={pay} disabled={busy}>Pay by card</button>
        : <button type="button" className="btn btn-primary" onClick={start} disabled={busy}>Pay by card (Stripe)</button>}
    </div>
  );
}
