'use client';
import Modal from 'react-bootstrap/Modal';
import { wrapFocus } from '@/components/forms/wrap-focus';

/** SPEC §4: shown after a save, until the page goes back 1 second later; `text` in the page's language (auth.saved). */
export function ChangesSavedDialog({ show, onHide, text = 'Changes Saved Successfully' }: { show: boolean; onHide: () => void; text?: string }) {
  return (
    <Modal onKeyDown={wrapFocus} show={show} onHide={onHide} centered size="sm" aria-labelledby="changes-saved-title">
      <Modal.Body className="text-center py-4">
        <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="#0f6e5a" strokeWidth="2" aria-hidden="true">
          <circle cx="12" cy="12" r="10" /><path d="M7 12l3 3 7-7" />
        </svg>
        <p id="changes-saved-title" className="h5 mt-3 mb-0" role="status">{text}</p>
      </Modal.Body>
    </Modal>
  );
}
