'use client';
import { useEffect, useState } from 'react';
import { numericDateText } from '@/lib/format/dates';
import { fill } from '@/lib/i18n/fill';
import type { BillingSaved } from '@/services/api/plans';
import { PlanChoice } from './plan-choice';
import { BillingForm } from './billing-form';
import { PayStep } from './pay-step';
import type { PurchasePageData } from './types';
import { ENGLISH_PLAN_WORDS, type PlanWords } from './plan-words';

const STEPS = ['plan', 'billing', 'payment'] as const;
type Draft = { step: number; planId: number | null; billing: BillingSaved | null };

/** Plan choice, then billing details, then payment; the draft survives a reload (session storage). */
export function PurchaseWizard({ data, sellerStateCode, words = ENGLISH_PLAN_WORDS }: { data: PurchasePageData; sellerStateCode: string; words?: PlanWords }) {
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
        <p className="alert alert-info">{renewing(data.renew, words)}</p>
      )}
      <ol className="wizard-steps" aria-label={words.stepsLabel}>
        {STEPS.map((s, i) => <li key={s} aria-current={i === step ? 'step' : undefined} className={i === step ? 'active' : ''}>{words.steps[s]}</li>)}
      </ol>
      {step === 0 && <PlanChoice plans={data.plans} value={draft.planId} onChange={(id) => update({ planId: id })} onNext={() => update({ step: 1 })} words={words} />}
      {step === 1 && <BillingForm initial={draft.billing} onBack={() => update({ step: 0 })} onSaved={(b) => update({ billing: b, step: 2 })} words={words} />}
      {step === 2 && plan && draft.billing && (
        <PayStep plan={plan} billing={draft.billing} sellerStateCode={sellerStateCode}
          renewId={data.renew?.id ?? null} projectId={data.renew?.project?.id ?? null}
          onBack={() => update({ step: 1 })} onLeave={() => { try { sessionStorage.removeItem(key); } catch { /* ignore */ } }} words={words} />
      )}
    </div>
  );
}

/** "Renewing Builder Growth (ends 08/12/2026) for the project <strong>Palm Meadows</strong>, which stays attached." */
function renewing(renew: NonNullable<PurchasePageData['renew']>, words: PlanWords) {
  const values = { name: renew.plan_name, date: numericDateText(renew.ends_at) };
  if (!renew.project) return fill(words.renewing, values);
  const [before, after = ''] = fill(words.renewingProject, values).split('{title}');
  return <>{before}<strong>{renew.project.name}</strong>{after}</>;
}
