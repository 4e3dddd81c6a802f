'use client';
import { useState } from 'react';
import Link from 'next/link';
import dynamic from 'next/dynamic';
import { formatRupees } from '@/lib/format/money';
import { SandboxCheckout } from './sandbox-checkout';
import type { CheckoutPageData } from './types';

// Gateways other than the sandbox load their code only on their own orders.
const RazorpayCheckout = dynamic(() => import('./razorpay-checkout').then((m) => m.RazorpayCheckout));
const StripeCheckout = dynamic(() => import('./stripe-checkout').then((m) => m.StripeCheckout));

export function CheckoutView({ order, keys }: { order: CheckoutPageData; keys: { razorpay?: string; stripe?: string } }) {
  const [message, setMessage] = useState<{ text: string; ok: boolean }>({ text: '', ok: true });
  const again = order.renew_id ? `?renewId=${order.renew_id}` : '';
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="h4">Checkout</h1>
      <dl className="pay-summary">
        <dt>Plan</dt><dd>{order.plan_name} ({order.duration_days} days)</dd>
        <dt>Price</dt><dd>{formatRupees(order.base_paise)}</dd>
        <dt>GST</dt><dd>{formatRupees(order.tax_paise)}</dd>
        <dt>Total</dt><dd className="fw-bold">{formatRupees(order.amount)}</dd>
        <dt>Order</dt><dd>#{order.order_id}</dd>
      </dl>
      {order.status === 'paid' && <p className="alert alert-success" role="status">This order is paid. <Link href="/profile-pages/plan-management">See your plans</Link></p>}
      {order.status === 'expired' && <p className="alert alert-warning" role="alert">This order has expired. Please start the payment again. <Link href={`/subscription/plans${again}`}>Choose a plan</Link></p>}
      {order.status === 'created' && order.provider === 'sandbox' && <SandboxCheckout order={order} onMessage={setMessage} />}
      {order.status === 'created' && order.provider === 'razorpay' && keys.razorpay && <RazorpayCheckout order={order} keyId={keys.razorpay} onMessage={setMessage} />}
      {order.status === 'created' && order.provider === 'stripe' && keys.stripe && <StripeCheckout order={order} publishableKey={keys.stripe} onMessage={setMessage} />}
      <div role="alert" aria-live="assertive" className={message.text ? `alert mt-3 ${message.ok ? 'alert-success' : 'alert-danger'}` : ''}>{message.text}</div>
    </section>
  );
}
