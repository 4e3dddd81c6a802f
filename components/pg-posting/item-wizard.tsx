'use client';
import '@/styles/profile.css';
import '@/styles/posting.css';
import { Form, Formik, useFormikContext, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { AnyObjectSchema } from 'yup';
import { toast } from '@/components/layout/toast';
import { SubmitButton } from '@/components/forms/submit-button';
import { reachableStep, StepProgress } from '@/components/posting/step-progress';
import { errorMessage } from '@/lib/error-message';
import { labelErrors, type FieldLabels } from '@/lib/validation/field-labels';
import { wrapFocus } from '@/components/forms/wrap-focus';

// A wizard over a list of steps (PG and project posting, issue 10): one panel and
// one formik form per step, each checked with its shared yup step schema; the draft
// is kept in localStorage so a reload loses nothing. The property wizard
// (components/posting) is tied to its category catalogue; this one takes the steps.

export type StepDef<V> = {
  key: string; title: string; schema: AnyObjectSchema; body: ReactNode;
  /** What the schema checks, when it is not the form values themselves (photos -> photo_ids). */
  toCheck?: (v: V) => unknown;
  /** Where a schema error lands, when not at the same path. */
  mapErrors?: (e: Record<string, unknown>) => Record<string, unknown>;
  /** Shown as a dialog named by the step title (SPEC §2's "Project basic details" dialog). */
  dialog?: boolean;
};

type Props<V> = {
  steps: StepDef<V>[]; initial: V; draftKey: string | null; submitLabel: string;
  onSubmit: (v: V) => Promise<void>;
  /** Field labels for the error messages (the schemas name keys: "total_beds is required"). */
  labels: FieldLabels;
  /** Editing: any step can be opened from the step list once the steps before it are valid. */
  jump?: boolean;
  /** Leaving a dialog step (close button, Escape). */
  onLeave?: () => void;
};

/** One step's errors as the wizard shows them, each naming its field's label (exported for its tests). */
export async function checkStep<V>(s: StepDef<V>, v: V, labels: FieldLabels = {}): Promise<FormikErrors<V>> {
  try {
    await validateYupSchema((s.toCheck ? s.toCheck(v) : v) as object, s.schema);
    return {};
  } catch (err) {
    const e = labelErrors(yupToFormErrors(err), labels) as Record<string, unknown>;
    return (s.mapErrors ? s.mapErrors(e) : e) as FormikErrors<V>;
  }
}

function Saver<V>({ onChange }: { onChange: (v: V) => void }) {
  const { values } = useFormikContext<V>();
  const ref = useRef(onChange);
  // The latest callback, noted after render (refs are not written while rendering).
  useEffect(() => { ref.current = onChange; });
  useEffect(() => { ref.current(values); }, [values]);
  return null;
}

export function ItemWizard<V extends object>({ steps, initial, draftKey, submitLabel, onSubmit, onLeave, labels, jump = false }: Props<V>) {
  const [state, setState] = useState<{ at: number; values: V } | null>(null);
  const latest = useRef<V>(initial);
  useEffect(() => {
    let restored: { at: number; values: V } | null = null;
    try { restored = draftKey ? JSON.parse(localStorage.getItem(draftKey) ?? 'null') : null; } catch { /* a broken draft is dropped */ }
    const s = restored && typeof restored.at === 'number' ? { at: Math.min(restored.at, steps.length - 1), values: { ...initial, ...restored.values } } : { at: 0, values: initial };
    latest.current = s.values;
    // The draft lives in localStorage, readable only after hydration: set once here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(s);
  }, [draftKey]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!state) return <p role="status" className="text-muted">Loading…</p>;

  const save = (at: number, values: V) => { if (draftKey) localStorage.setItem(draftKey, JSON.stringify({ at, values })); };
  const goTo = (at: number) => { setState({ at, values: latest.current }); save(at, latest.current); window.scrollTo({ top: 0 }); };
  const step = steps[state.at]!;
  const last = state.at === steps.length - 1;
  const form = (
      <Formik<V> key={step.key} initialValues={state.values} validate={(v) => checkStep(step, v, labels)}
        onSubmit={async (v) => {
          if (!last) { goTo(state.at + 1); return; }
          try {
            await onSubmit(v);
            if (draftKey) localStorage.removeItem(draftKey);
          } catch (err) { toast.error(errorMessage(err, 'Something Went Wrong')); }
        }}>
        {({ isSubmitting }) => (
          <Form noValidate className="profile-card posting-form" aria-labelledby="item-step-title">
            <Saver<V> onChange={(v) => { latest.current = v; save(state.at, v); }} />
            <h2 id="item-step-title" className="h5 mb-3">{step.title}</h2>
            {step.body}
            <div className="posting-nav">
              {state.at > 0 && <button type="button" className="btn btn-outline-secondary" onClick={() => goTo(state.at - 1)}>Previous</button>}
              <SubmitButton busy={isSubmitting} className="btn btn-primary ms-auto">{last ? submitLabel : 'Next'}</SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
  );
  return (
    <>
      <StepProgress panels={steps} at={state.at} jump={jump} onGo={async (i) => {
        const to = await reachableStep(i, state.at, async (k) => Object.keys(await checkStep(steps[k]!, latest.current, labels)).length === 0);
        if (to !== i) toast.error(`Complete "${steps[to]!.title}" first`);
        goTo(to);
      }} />
      {step.dialog ? (
        <Modal onKeyDown={wrapFocus} show onHide={() => onLeave?.()} centered scrollable aria-labelledby="item-step-title">
          <Modal.Header closeButton closeLabel="Close" className="border-0 pb-0" />
          <Modal.Body className="pt-0">{form}</Modal.Body>
        </Modal>
      ) : form}
    </>
  );
}
