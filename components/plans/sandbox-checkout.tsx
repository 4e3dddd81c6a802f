'use client';
import { useState } from 'react';
import { formatRupees } from '@/lib/format/money';
import { sandboxPay } from '@/services/api/plans';
import { CHECKOUT_TEXT } from './checkout-result';
import { useVerify } from './use-verify';
import type { CheckoutPageData } from './types';

type Outcome = 'success' | 'fail' | 'cancel';

/** The in-app sandbox gateway: pay, fail or cancel; a paid result is signed and verified like Razorpay's. */
export function SandboxCheckout({ order, onMessage }: { order: CheckoutPageData; onMessage: (m: { text: string; ok: boolean }) => void }) {
  const [busy, setBusy] = useState<Outcome | null>(null);
  const verify = useVerify((text) => onMessage({ text, ok: false }));
  const go = async (outcome: Outcome) => {
    setBusy(outcome);
    onMessage({ text: '', ok: true });
    try {
      const r = await sandboxPay(order.order_id, order.amount, outcome);
      if (outcome === 'success' && r.data.signature) {
        await verify({ order_id: order.order_id, payment_id: r.data.payment_id, signature: r.data.signature, amount: order.amount });
      } else {
        onMessage({ text: outcome === 'fail' ? CHECKOUT_TEXT.failed : CHECKOUT_TEXT.cancelled, ok: false });
      }
    } catch {
      onMessage({ text: CHECKOUT_TEXT.refused, ok: false });
    } finally {
      setBusy(null);
    }
  };
  const button = (outcome: Outcome, label: string, cls: string) => (
    <button type="button" className={cls} disabled={!!busy} aria-busy={busy === outcome || undefined} onClick={() => go(outcome)}>
      {busy === outcome && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {label}
    </button>
  );
  return (
    <div className="sandbox-checkout">
      <p className="text-muted small">Sandbox gateway: no real money moves. Choose what the bank answers.</p>
      <div className="d-flex flex-wrap gap-2">
        {button('success', `Pay ${formatRupees(order.amount)}`, 'btn btn-success')}
        {button('fail', 'Simulate a failed payment', 'btn btn-outline-danger')}
        {button('cancel', 'Cancel payment', 'btn btn-outline-secondary')}
      </div>
    </div>
  );
}
