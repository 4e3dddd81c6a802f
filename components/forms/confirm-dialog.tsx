'use client';
import { useId, type FormEvent, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { wrapFocus } from './wrap-focus';

type Props = {
  show: boolean;
  /** Cancel, Close, Escape and a click outside all leave through here. */
  onCancel: () => void;
  onConfirm: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  busy?: boolean;
  /** Confirming is not possible yet (e.g. the typed confirmation is empty). */
  confirmDisabled?: boolean;
};

/**
 * "Are you sure?" before a step that cannot be taken back (delete a listing, cancel a plan, delete the
 * account). Tab and Shift+Tab stay inside (react-bootstrap lets Tab leave for the browser's toolbar),
 * Escape leaves. A form, so Enter in a confirmation field confirms like the button.
 */
export function ConfirmDialog({ show, onCancel, onConfirm, title, children, confirmLabel, cancelLabel = 'Cancel', busy = false, confirmDisabled = false }: Props) {
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && !confirmDisabled) onConfirm();
  };
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId} onKeyDown={wrapFocus}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>{cancelLabel}</button>
          <button type="submit" className="btn btn-danger" disabled={busy || confirmDisabled} aria-busy={busy || undefined}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}{confirmLabel}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
