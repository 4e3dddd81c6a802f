'use client';
import Modal from 'react-bootstrap/Modal';
import { wrapFocus } from '@/components/forms/wrap-focus';

type Props = { show: boolean; builder: boolean; busy?: boolean; onSave: () => void; onCancel: () => void; /** Other forms than the profile word their own case. */ text?: string };

// SPEC §6: builders get their own wording (their edits include company details).
const TEXT = {
  generic: 'You have made changes to your profile that are not saved yet. Do you want to save them before you leave?',
  builder: 'You have made changes to your builder profile (company details included) that are not saved yet. Do you want to save them before you leave?',
};

/** SPEC §4 "Unsaved changes": Save Changes saves and leaves; Cancel stays with the edits. */
export function UnsavedChangesDialog({ show, builder, busy, onSave, onCancel, text }: Props) {
  return (
    <Modal onKeyDown={wrapFocus} show={show} onHide={onCancel} centered aria-labelledby="unsaved-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="unsaved-title">Unsaved changes</Modal.Title>
      </Modal.Header>
      <Modal.Body>{text ?? (builder ? TEXT.builder : TEXT.generic)}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>Cancel</button>
        <button type="button" className="btn btn-primary" onClick={onSave} disabled={busy} aria-busy={busy || undefined}>
          Save Changes
        </button>
      </Modal.Footer>
    </Modal>
  );
}
