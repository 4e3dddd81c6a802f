'use client';
import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Form, Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { SubmitButton } from './submit-button';
import { wrapFocus } from '@/components/forms/wrap-focus';

type Props<V extends FormikValues> = {
  show: boolean; onClose: () => void;
  /** Unique per dialog: labels the modal. */
  id: string; title: ReactNode;
  initialValues: V; schema: FormikConfig<V>['validationSchema'];
  /** The call; on success the dialog toasts `success` and closes, on failure it toasts the server's message. */
  submit: (values: V) => Promise<unknown>;
  success: string; submitLabel: string;
  children: (form: FormikProps<V>) => ReactNode;
  /** The frame's words in the page's language, and server message texts by code (English by default). */
  words?: FrameWords;
};

export type FrameWords = { cancel: string; close: string; failed: string; server?: Readonly<Record<string, string>> };
const ENGLISH: FrameWords = { cancel: 'Cancel', close: 'Close', failed: 'Something Went Wrong' };

/** A small form in a dialog: the shell the save-search, enquiry and report dialogs share. */
export function FormDialog<V extends FormikValues>({ show, onClose, id, title, initialValues, schema, submit, success, submitLabel, children, words: w = ENGLISH }: Props<V>) {
  return (
    <Modal onKeyDown={wrapFocus} show={show} onHide={onClose} centered aria-labelledby={id}>
      <Modal.Header closeButton closeLabel={w.close}>
        <Modal.Title id={id} as="h2" className="h5">{title}</Modal.Title>
      </Modal.Header>
      <Formik initialValues={initialValues} validationSchema={schema}
        onSubmit={async (v) => {
          try {
            await submit(v);
            toast.success(success);
            onClose();
          } catch (e) {
            toast.error(errorMessage(e, w.failed, w.server));
          }
        }}>
        {(form) => (
          <Form noValidate>
            <Modal.Body>{children(form)}</Modal.Body>
            <Modal.Footer>
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>{w.cancel}</button>
              <SubmitButton busy={form.isSubmitting}>{submitLabel}</SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
