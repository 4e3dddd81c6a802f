'use client';
import { useState } from 'react';
import { formatRupees } from '@/lib/format/money';
import { sandboxPay } from '@/services/api/plans';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_PLAN_WORDS, type PlanWords } from './plan-words';
import { useVerify } from './use-verify';
import type { CheckoutPageData } from './types';

type Outcome = 'success' | 'fail' | 'cancel';

/** The in-app sandbox gateway: pay, fail or cancel; a paid result is signed and verified like Razorpay's. */
export function SandboxCheckout({ order, onMessage, words = ENGLISH_PLAN_WORDS }: {
  order: CheckoutPageData; onMessage: (m: { text: string; ok: boolean }) => void; words?: PlanWords;
}) {
  const c = words.checkout;
  const [busy, setBusy] = useState<Outcome | null>(null);
  const verify = useVerify((text) => onMessage({ text, ok: false }), words);
  const go = async (outcome: Outcome) => {
    setBusy(outcome);
    onMessage({ text: '', ok: true });
    try {
      const r = await sandboxPay(order.order_id, order.amount, outcome);
      if (outcome === 'success' && r.data.signature) {
        await verify({ order_id: order.order_id, payment_id: r.data.payment_id, signature: r.data.signature, amount: order.amount });
      } else {
        onMessage({ text: outcome === 'fail' ? c.resultFailed : c.resultCancelled, ok: false });
      }
    } catch {
      onMessage({ text: c.resultRefused, ok: false });
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
      <p className="text-muted small">{c.sandbox}</p>
      <div className="d-flex flex-wrap gap-2">
        {button('success', fill(words.pay.pay, { price: formatRupees(order.amount) }), 'btn btn-success')}
        {button('fail', c.fail, 'btn btn-outline-danger')}
        {button('cancel', c.cancel, 'btn btn-outline-secondary')}
      </div>
    </div>
  );
}
