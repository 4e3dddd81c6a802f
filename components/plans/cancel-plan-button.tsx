'use client';
import { useState } from 'react';
import Link from 'next/link';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { useRefreshingAction } from '@/components/forms/use-refreshing-action';
import { cancelPlan } from '@/services/api/plans';

/**
 * Cancel a plan in one step (issue 22 §5, no subscription traps): one confirmation dialog saying
 * what ends, then one call. ConfirmDialog keeps focus inside and closes with Escape.
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
      <ConfirmDialog show={open} onCancel={() => setOpen(false)} onConfirm={() => void confirm()} busy={busy}
        title={`Cancel ${name}?`} cancelLabel="Keep plan" confirmLabel="Yes, cancel plan">
        <p>{upcoming ? 'This plan has not started yet: it will not start.'
          : 'The plan ends now: its featured badges end and listings beyond the free allowance wait until you buy a plan again. Nothing is deleted.'}</p>
        <p className="mb-0">Plans never renew by themselves and nothing more will be charged. Refunds follow our <Link href="/static-pages/refund-policy">Refund Policy</Link>.</p>
      </ConfirmDialog>
    </>
  );
}
