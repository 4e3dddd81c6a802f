'use client';
import '@/styles/profile.css';
import '@/styles/posting.css';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from '@/components/layout/toast';
import { PageHeading } from '@/components/profile/page-heading';
import { errorMessage } from '@/lib/error-message';
import { fill } from '@/lib/i18n/fill';
import type { FieldLabels } from '@/lib/validation/field-labels';
import { checkStep, reachableStep, type StepDef } from './check-step';
import { LeaveGuard } from './leave-guard';
import { StepForm } from './step-form';
import { StepProgress } from './step-progress';
import { useDraftWriter } from './use-draft-writer';
import { useWizardStart } from './use-wizard-start';
import { ENGLISH_WIZARD_WORDS, type WizardWords } from './wizard-words';

/** What a wizard's submit may do when the post does not go through. */
export type SubmitNav = { goTo: (step: number) => void; keepDraft: () => void };

export type WizardProps<V, R> = {
  title: string; steps: StepDef<V>[];
  /** The draft's localStorage key: one per kind of item, post type and item being edited. */
  draftKey: string;
  /** The values to start from: blanks for a new item, the stored item when editing. */
  load: () => V | Promise<V>;
  loadingText: string;
  /** Field labels for the error messages (the schemas name keys: "total_beds is required"). */
  labels: FieldLabels;
  submitLabel: string;
  /** Posts the values: the result to show, or null to stay (it has said why; the draft stays). Throwing toasts the error. */
  onSubmit: (v: V, nav: SubmitNav) => Promise<R | null>;
  renderDone: (result: R) => ReactNode;
  /** Back from the heading (and closing a dialog step); `doneBack` once posted, if elsewhere. */
  back: () => void; doneBack?: () => void;
  /** Editing: any step can be opened from the step list once the steps before it are valid. */
  jump?: boolean;
  /** Ask before leaving with changes, and say when a draft was restored (with Start over). */
  leaveGuard?: boolean;
  /** Shown between the step list and the form (the plan offer). */
  notice?: ReactNode;
  /** The engine's own words in the page's language; English by default. */
  words?: WizardWords;
};

/**
 * The one wizard engine (property, PG and project posting): one panel and one formik
 * form per step, each checked with its shared yup step schema; the draft is kept in
 * localStorage per key, so a reload or a closed tab loses nothing.
 */
export function Wizard<V extends object, R>(p: WizardProps<V, R>) {
  const { steps, labels, words = ENGLISH_WIZARD_WORDS } = p;
  const start = useWizardStart(p.draftKey, p.load, steps.length);
  const drafts = useDraftWriter<V>(p.draftKey);
  const [pos, setPos] = useState<{ at: number; values: V } | null>(null);
  const [done, setDone] = useState<{ result: R } | null>(null);
  const latest = useRef<V | null>(null);

  if (done) {
    return (
      <>
        <PageHeading title={p.title} planButton={false} onBack={p.doneBack ?? p.back} backLabel={words.back} />
        {p.renderDone(done.result)}
      </>
    );
  }
  // Loading shows no heading yet: the heading says the wizard is ready (tests and journeys wait for it).
  if (start.state === 'loading') return <p role="status" className="text-muted">{p.loadingText}</p>;
  if (start.state === 'failed') {
    return (
      <>
        <PageHeading title={p.title} planButton={false} onBack={p.back} backLabel={words.back} />
        <p role="alert" className="text-danger">{start.message}</p>
      </>
    );
  }

  const current = pos?.values ?? start.values;
  const at = pos?.at ?? start.step;
  const step = steps[at]!;
  const last = at === steps.length - 1;
  const now = () => latest.current ?? current;
  const goTo = (i: number) => { const v = now(); setPos({ at: i, values: v }); drafts.write(i, v); window.scrollTo({ top: 0 }); };

  const submit = async (v: V) => {
    try {
      const result = await p.onSubmit(v, { goTo, keepDraft: drafts.flush });
      if (result === null) return;
      drafts.finish();
      setDone({ result });
    } catch (err) {
      drafts.flush();
      toast.error(errorMessage(err, words.wrong, words.server));
    }
  };

  return (
    <LeaveGuard title={p.title} words={words} enabled={!!p.leaveGuard} restored={start.restored} back={p.back}
      dirty={() => JSON.stringify(now()) !== JSON.stringify(start.baseline)}
      keepDraft={drafts.flush} discard={drafts.discard}>
      <StepProgress steps={steps} at={at} jump={p.jump} words={words} onGo={async (i) => {
        const to = await reachableStep(i, at, async (k) => Object.keys(await checkStep(steps[k]!, now(), labels)).length === 0);
        if (to !== i) toast.error(fill(words.completeFirst, { title: steps[to]!.title }));
        goTo(to);
      }} />
      {p.notice}
      <StepForm<V> step={step} values={current} labels={labels} first={at === 0} last={last} submitLabel={p.submitLabel} words={words}
        nav={{ goTo }} onChange={(v) => { latest.current = v; drafts.write(at, v); }} onPrevious={() => goTo(at - 1)}
        onSubmit={(v) => (last ? submit(v) : goTo(at + 1))} onClose={p.back} />
    </LeaveGuard>
  );
}
