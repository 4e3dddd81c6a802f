'use client';
import { Form, Formik } from 'formik';
import Modal from 'react-bootstrap/Modal';
import { SubmitButton } from '@/components/forms/submit-button';
import { wrapFocus } from '@/components/forms/wrap-focus';
import type { FieldLabels } from '@/lib/validation/field-labels';
import { checkStep, type StepDef, type StepNav } from './check-step';
import { DraftSaver } from './draft-saver';
import { ENGLISH_WIZARD_WORDS, type WizardWords } from './wizard-words';

type Props<V> = {
  step: StepDef<V>; values: V; labels: FieldLabels; first: boolean; last: boolean; submitLabel: string;
  nav: StepNav; onChange: (v: V) => void; onPrevious: () => void;
  /** Next on every step but the last, where the button posts. */
  onSubmit: (v: V) => Promise<void> | void;
  /** Closing a dialog step (close button, Escape). */
  onClose: () => void;
  words?: Pick<WizardWords, 'next' | 'previous' | 'dialogs'>;
};

const TITLE_ID = 'wizard-step-title';

/** One step: its own formik form, checked with the step's schema before Next goes on. */
export function StepForm<V extends object>({ step, values, labels, first, last, submitLabel, nav, onChange, onPrevious, onSubmit, onClose, words = ENGLISH_WIZARD_WORDS }: Props<V>) {
  const form = (
    <Formik<V> key={step.key} initialValues={values} validateOnMount={false}
      validate={(v) => checkStep(step, v, labels)} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="profile-card posting-form" aria-labelledby={TITLE_ID}>
          <DraftSaver<V> onChange={onChange} />
          <h2 id={TITLE_ID} className="h5 mb-3">{step.title}</h2>
          {typeof step.body === 'function' ? step.body(nav) : step.body}
          <div className="posting-nav">
            {!first && <button type="button" className="btn btn-outline-secondary" onClick={onPrevious}>{words.previous}</button>}
            <SubmitButton busy={isSubmitting} className="btn btn-primary ms-auto">{last ? submitLabel : words.next}</SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
  if (!step.dialog) return form;
  return (
    <Modal onKeyDown={wrapFocus} show onHide={onClose} centered scrollable aria-labelledby={TITLE_ID}>
      <Modal.Header closeButton closeLabel={words.dialogs.close} className="border-0 pb-0" />
      <Modal.Body className="pt-0">{form}</Modal.Body>
    </Modal>
  );
}
