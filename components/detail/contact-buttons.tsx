'use client';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { SUPPORT } from '@/lib/site';
import { requireLogin } from '@/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

type Props = { contactLabel: string; subject: string };

/**
 * Contact and callback. Logged out, both ask for login first. Logged in, the
 * enquiry and callback calls are not built yet (a later issue): the dialog
 * says so and gives the support number instead of pretending a message went out.
 */
export function ContactButtons({ contactLabel, subject }: Props) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const [open, setOpen] = useState(false);
  const ask = () => (loggedIn ? setOpen(true) : dispatch(requireLogin(null)));
  const close = () => setOpen(false);
  return (
    <>
      <div className="detail-contact">
        <button type="button" className="btn btn-primary" onClick={ask}>{contactLabel}</button>
        <button type="button" className="btn btn-outline-primary" onClick={ask}>Request callback</button>
      </div>
      <Modal show={open} onHide={close} centered aria-labelledby="enquiry-dialog-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="enquiry-dialog-title" as="h2" className="h5">Enquiries open soon</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Sending an enquiry or a callback request from this page is not available yet, so nothing has been sent.</p>
          <p className="mb-0">
            For {subject}, call support at <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a> ({SUPPORT.hours}).
          </p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-primary" onClick={close}>OK</button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
