'use client';
import { useEffect, useState } from 'react';
import { numericDateText } from '@/lib/format/dates';
import type { BillingSaved } from '@/services/api/plans';
import { PlanChoice } from './plan-choice';
import { BillingForm } from './billing-form';
import { PayStep } from './pay-step';
import type { PurchasePageData } from './types';

const STEPS = ['Plan', 'Billing', 'Payment'] as const;
type Draft = { step: number; planId: number | null; billing: BillingSaved | null };

/** Plan choice, then billing details, then payment; the draft survives a reload (session storage). */
export function PurchaseWizard({ data, sellerStateCode }: { data: PurchasePageData; sellerStateCode: string }) {
  const key = `gb-plan-draft:${data.audience}:${data.renew?.id ?? 'new'}`;
  const [draft, setDraft] = useState<Draft>({ step: 0, planId: data.renew?.plan_id ?? null, billing: data.billing });
  // The draft is read after hydration (the server cannot see session storage), in a task of its own.
  useEffect(() => {
    let saved: Draft | null = null;
    try {
      const raw = sessionStorage.getItem(key);
      saved = raw ? JSON.parse(raw) as Draft : null;
    } catch { /* private mode: start over */ }
    if (!saved) return undefined;
    const t = setTimeout(() => setDraft(saved), 0);
    return () => clearTimeout(t);
  }, [key]);
  const update = (d: Partial<Draft>) => setDraft((cur) => {
    const next = { ...cur, ...d };
    try { sessionStorage.setItem(key, JSON.stringify(next)); } catch { /* ignore */ }
    return next;
  });
  const plan = data.plans.find((p) => p.id === draft.planId) ?? null;
  const step = draft.step === 2 && (!plan || !draft.billing) ? (plan ? 1 : 0) : draft.step;
  return (
    <div className="purchase-wizard">
      {data.renew && (
        <p className="alert alert-info">
          Renewing {data.renew.plan_name} (ends {numericDateText(data.renew.ends_at)})
          {data.renew.project ? <> for the project <strong>{data.renew.project.name}</strong>, which stays attached</> : null}.
        </p>
      )}
      <ol className="wizard-steps" aria-label="Steps">
        {STEPS.map((s, i) => <li key={s} aria-current={i === step ? 'step' : undefined} className={i === step ? 'active' : ''}>{s}</li>)}
      </ol>
      {step === 0 && <PlanChoice plans={data.plans} value={draft.planId} onChange={(id) => update({ planId: id })} onNext={() => update({ step: 1 })} />}
      {step === 1 && <BillingForm initial={draft.billing} onBack={() => update({ step: 0 })} onSaved={(b) => update({ billing: b, step: 2 })} />}
      {step === 2 && plan && draft.billing && (
        <PayStep plan={plan} billing={draft.billing} sellerStateCode={sellerStateCode}
          renewId={data.renew?.id ?? null} projectId={data.renew?.project?.id ?? null}
          onBack={() => update({ step: 1 })} onLeave={() => { try { sessionStorage.removeItem(key); } catch { /* ignore */ } }} />
      )}
    </div>
  );
}
