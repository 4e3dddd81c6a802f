'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { gstSplit } from '@/lib/billing/money';
import { formatRupees } from '@/lib/format/money';
import { stateCode } from '@/lib/billing/states';
import { toast } from '@/components/layout/toast';
import { createOrder, type BillingSaved } from '@/services/api/plans';
import type { PlanApi } from './types';

// SPEC §8: order-creation failures read 'Something went wrong'.
const ORDER_FAILED = 'Something went wrong';

/** Step 3: what will be charged (the server prices it again), then the gateway's checkout. */
export function PayStep({ plan, billing, sellerStateCode, renewId, projectId, onBack, onLeave }: {
  plan: PlanApi; billing: BillingSaved; sellerStateCode: string; renewId: number | null; projectId: number | null;
  onBack: () => void; onLeave: () => void;
}) {
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
      router.push(res.data.checkout.checkout_url ?? `/subscription/checkout/${res.data.order_id}`);
    } catch {
      setError(ORDER_FAILED);
      toast.error(ORDER_FAILED);
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="pay-title">
      <h2 id="pay-title" className="h5">Review and pay</h2>
      <dl className="pay-summary">
        <dt>Plan</dt><dd>{plan.name} ({plan.duration_days} days)</dd>
        <dt>Billed to</dt><dd>{billing.name}, {billing.city}, {billing.state}{billing.gstin ? ` (GSTIN ${billing.gstin})` : ''}</dd>
        <dt>Price</dt><dd>{formatRupees(split.taxablePaise)}</dd>
        {split.interState
          ? (<><dt>IGST 18%</dt><dd>{formatRupees(split.igstPaise)}</dd></>)
          : (<><dt>CGST 9%</dt><dd>{formatRupees(split.cgstPaise)}</dd><dt>SGST 9%</dt><dd>{formatRupees(split.sgstPaise)}</dd></>)}
        <dt>Total</dt><dd className="fw-bold">{formatRupees(split.totalPaise)}</dd>
      </dl>
      {error && <p className="alert alert-danger" role="alert">{error}</p>}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack} disabled={busy}>Back</button>
        <button type="button" className="btn btn-primary" onClick={pay} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Pay {formatRupees(split.totalPaise)}
        </button>
      </div>
    </section>
  );
}
