'use client';
import Modal from 'react-bootstrap/Modal';

type Props = { title: string | null; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Asks before a listing is deleted (it leaves search; saved copies show it as no longer available). */
export function DeleteListingDialog({ title, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal show={!!title} onHide={onCancel} centered aria-labelledby="delete-listing-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="delete-listing-title">Delete this listing?</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">&ldquo;{title}&rdquo; will leave search at once. People who saved it will see it as no longer available.</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>Cancel</button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}Delete
        </button>
      </Modal.Footer>
    </Modal>
  );
}
