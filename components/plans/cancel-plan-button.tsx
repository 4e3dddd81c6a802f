'use client';
import { useState } from 'react';
import Link from 'next/link';
import Modal from 'react-bootstrap/Modal';
import { useRefreshingAction } from '@/components/forms/use-refreshing-action';
import { cancelPlan } from '@/services/api/plans';

/**
 * Cancel a plan in one step (issue 22 §5, no subscription traps): one confirmation dialog saying
 * what ends, then one call. The dialog (react-bootstrap) traps focus and closes with Escape.
 */
export function CancelPlanButton({ id, name, upcoming }: { id: number; name: string; upcoming: boolean }) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useRefreshingAction();
  const confirm = async () => {
    if (await run(() => cancelPlan(id), 'Your plan is cancelled. It will not renew.')) setOpen(false);
  };
  return (
    <>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setOpen(true)}>Cancel plan</button>
      <Modal show={open} onHide={() => setOpen(false)} centered aria-labelledby={`cancel-plan-${id}`}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={`cancel-plan-${id}`}>Cancel {name}?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{upcoming ? 'This plan has not started yet: it will not start.'
            : 'The plan ends now: its featured badges end and listings beyond the free allowance wait until you buy a plan again. Nothing is deleted.'}</p>
          <p className="mb-0">Plans never renew by themselves and nothing more will be charged. Refunds follow our <Link href="/static-pages/refund-policy">Refund Policy</Link>.</p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(false)}>Keep plan</button>
          <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}Yes, cancel plan
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
