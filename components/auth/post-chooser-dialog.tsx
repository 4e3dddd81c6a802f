'use client';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeDialog } from '@/store/dialogs-slice';

// The post option dialog. Posting forms arrive with the posting issue; until
// then the dialog says so plainly instead of pretending.
export function PostChooserDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.dialogs.open === 'postChooser' || s.dialogs.open === 'userType');
  return (
    <Modal show={open} onHide={() => dispatch(closeDialog())} centered aria-labelledby="post-chooser-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="post-chooser-title">Post your property</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">Posting properties, PGs and projects is not open yet. It is coming in the next release of GharBazaar.</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={() => dispatch(closeDialog())}>OK</button>
      </Modal.Footer>
    </Modal>
  );
}
