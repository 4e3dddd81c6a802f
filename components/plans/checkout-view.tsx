'use client';
import { useState } from 'react';
import Link from 'next/link';
import dynamic from 'next/dynamic';
import { formatRupees } from '@/lib/format/money';
import { localePath } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/fill';
import { SandboxCheckout } from './sandbox-checkout';
import { ENGLISH_PLAN_WORDS, type PlanWords } from './plan-words';
import type { CheckoutPageData } from './types';

// Gateways other than the sandbox load their code only on their own orders.
const RazorpayCheckout = dynamic(() => import('./razorpay-checkout').then((m) => m.RazorpayCheckout));
const StripeCheckout = dynamic(() => import('./stripe-checkout').then((m) => m.StripeCheckout));

export function CheckoutView({ order, keys, words = ENGLISH_PLAN_WORDS }: {
  order: CheckoutPageData; keys: { razorpay?: string; stripe?: string }; words?: PlanWords;
}) {
  const { pay: w, checkout: c } = words;
  const href = (path: string) => localePath(path, words.locale);
  const [message, setMessage] = useState<{ text: string; ok: boolean }>({ text: '', ok: true });
  const again = order.renew_id ? `?renewId=${order.renew_id}` : '';
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="h4">{c.title}</h1>
      <dl className="pay-summary">
        <dt>{w.plan}</dt><dd>{fill(w.planValue, { name: order.plan_name, days: order.duration_days })}</dd>
        <dt>{w.price}</dt><dd>{formatRupees(order.base_paise)}</dd>
        <dt>{w.gst}</dt><dd>{formatRupees(order.tax_paise)}</dd>
        <dt>{w.total}</dt><dd className="fw-bold">{formatRupees(order.amount)}</dd>
        <dt>{w.order}</dt><dd>#{order.order_id}</dd>
      </dl>
      {order.status === 'paid' && <p className="alert alert-success" role="status">{c.paid} <Link href={href('/profile-pages/plan-management')}>{c.seePlans}</Link></p>}
      {order.status === 'expired' && <p className="alert alert-warning" role="alert">{c.expired} <Link href={href(`/subscription/plans${again}`)}>{words.choose}</Link></p>}
      {order.status === 'created' && order.provider === 'sandbox' && <SandboxCheckout order={order} onMessage={setMessage} words={words} />}
      {order.status === 'created' && order.provider === 'razorpay' && keys.razorpay && <RazorpayCheckout order={order} keyId={keys.razorpay} onMessage={setMessage} />}
      {order.status === 'created' && order.provider === 'stripe' && keys.stripe && <StripeCheckout order={order} publishableKey={keys.stripe} onMessage={setMessage} />}
      <div role="alert" aria-live="assertive" className={message.text ? `alert mt-3 ${message.ok ? 'alert-success' : 'alert-danger'}` : ''}>{message.text}</div>
    </section>
  );
}
