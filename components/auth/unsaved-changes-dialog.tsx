'use client';
import Modal from 'react-bootstrap/Modal';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { ENGLISH_AUTH_WORDS, type AuthWords } from './auth-words';

type Props = {
  show: boolean; builder: boolean; busy?: boolean; onSave: () => void; onCancel: () => void;
  /** Other forms than the profile word their own case. */ text?: string;
  /** In the page's language (auth.unsaved, auth.close); English by default. */
  words?: Pick<AuthWords, 'unsaved' | 'close'>;
};

// SPEC §6: builders get their own wording (their edits include company details).

/** SPEC §4 "Unsaved changes": Save Changes saves and leaves; Cancel stays with the edits. */
export function UnsavedChangesDialog({ show, builder, busy, onSave, onCancel, text, words = ENGLISH_AUTH_WORDS }: Props) {
  const w = words.unsaved;
  return (
    <Modal onKeyDown={wrapFocus} show={show} onHide={onCancel} centered aria-labelledby="unsaved-title">
      <Modal.Header closeButton closeLabel={words.close}>
        <Modal.Title id="unsaved-title">{w.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{text ?? (builder ? w.builder : w.generic)}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>{w.cancel}</button>
        <button type="button" className="btn btn-primary" onClick={onSave} disabled={busy} aria-busy={busy || undefined}>
          {w.save}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
