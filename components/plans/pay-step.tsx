'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { gstSplit } from '@/lib/billing/money';
import { formatRupees } from '@/lib/format/money';
import { stateCode } from '@/lib/billing/states';
import { toast } from '@/components/layout/toast';
import { fill } from '@/lib/i18n/fill';
import { localePath } from '@/lib/i18n/locales';
import { createOrder, type BillingSaved } from '@/services/api/plans';
import type { PlanApi } from './types';
import { ENGLISH_PLAN_WORDS, type PlanWords } from './plan-words';

/** Step 3: what will be charged (the server prices it again), then the gateway's checkout. */
export function PayStep({ plan, billing, sellerStateCode, renewId, projectId, onBack, onLeave, words = ENGLISH_PLAN_WORDS }: {
  plan: PlanApi; billing: BillingSaved; sellerStateCode: string; renewId: number | null; projectId: number | null;
  onBack: () => void; onLeave: () => void; words?: PlanWords;
}) {
  const w = words.pay;
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const split = gstSplit(plan.price_paise, stateCode(billing.state) ?? '', sellerStateCode);
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await createOrder({ plan_id: plan.id, billing_id: billing.id, renew_id: renewId, project_id: projectId });
      onLeave();
      // The sandbox's checkout is a page of the site: it stays in the language (a gateway's own URL is left as it is).
      router.push(localePath(res.data.checkout.checkout_url ?? `/subscription/checkout/${res.data.order_id}`, words.locale));
    } catch {
      // SPEC §8: order-creation failures read 'Something went wrong' (w.failed in English).
      setError(w.failed);
      toast.error(w.failed);
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="pay-title">
      <h2 id="pay-title" className="h5">{w.title}</h2>
      <dl className="pay-summary">
        <dt>{w.plan}</dt><dd>{fill(w.planValue, { name: plan.name, days: plan.duration_days })}</dd>
        <dt>{w.billedTo}</dt><dd>{billing.name}, {billing.city}, {billing.state}{billing.gstin ? ` ${fill(w.gstin, { value: billing.gstin })}` : ''}</dd>
        <dt>{w.price}</dt><dd>{formatRupees(split.taxablePaise)}</dd>
        {split.interState
          ? (<><dt>{w.igst}</dt><dd>{formatRupees(split.igstPaise)}</dd></>)
          : (<><dt>{w.cgst}</dt><dd>{formatRupees(split.cgstPaise)}</dd><dt>{w.sgst}</dt><dd>{formatRupees(split.sgstPaise)}</dd></>)}
        <dt>{w.total}</dt><dd className="fw-bold">{formatRupees(split.totalPaise)}</dd>
      </dl>
      {error && <p className="alert alert-danger" role="alert">{error}</p>}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack} disabled={busy}>{w.back}</button>
        <button type="button" className="btn btn-primary" onClick={pay} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {fill(w.pay, { price: formatRupees(split.totalPaise) })}
        </button>
      </div>
    </section>
  );
}
