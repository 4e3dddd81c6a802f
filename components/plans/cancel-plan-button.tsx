'use client';
import { useState } from 'react';
import Link from 'next/link';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { useRefreshingAction } from '@/components/forms/use-refreshing-action';
import { cancelPlan } from '@/services/api/plans';
import { CANCEL_REFUND_RULE } from '@/lib/billing/refund-rule';
import { toast } from '@/components/layout/toast';

/**
 * Cancel a plan in one step (no subscription traps): one confirmation dialog saying
 * what ends, then one call. ConfirmDialog keeps focus inside and closes with Escape.
 */
export function CancelPlanButton({ id, name, upcoming, label = 'Cancel plan' }: { id: number; name: string; upcoming: boolean; label?: string }) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useRefreshingAction();
  const confirm = async () => {
    // The server says what this cancellation refunds, by the rule the dialog states.
    if (await run(async () => toast.success((await cancelPlan(id)).message))) setOpen(false);
  };
  return (
    <>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setOpen(true)}>{label}</button>
      <ConfirmDialog show={open} onCancel={() => setOpen(false)} onConfirm={() => void confirm()} busy={busy}
        title={`Cancel ${name}?`} cancelLabel="Keep plan" confirmLabel="Yes, cancel plan">
        <p>{upcoming ? 'This plan has not started yet: it will not start.'
          : 'The plan ends now: its featured badges end and listings beyond the free allowance wait until you buy a plan again. Nothing is deleted.'}</p>
        <p>Plans never renew by themselves and nothing more will be charged.</p>
        <p className="mb-0 small">{CANCEL_REFUND_RULE} (<Link href="/static-pages/refund-policy">Refund Policy</Link>)</p>
      </ConfirmDialog>
    </>
  );
}
