'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { AppError } from '@/lib/app-error';
import { toast } from '@/components/layout/toast';
import { deleteSubscriptionProject } from '@/services/api/plans';

/** Frees a plan's project slot (the project is kept; it shows under removed projects). */
export function RemoveProjectButton({ subscriptionId, projectId, name }: { subscriptionId: number; projectId: number; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!window.confirm(`Remove ${name} from this plan? Its slot becomes free.`)) return;
    setBusy(true);
    try {
      await deleteSubscriptionProject(subscriptionId, projectId);
      router.refresh();
    } catch (e) {
      toast.error(e instanceof AppError ? e.message : 'Something Went Wrong');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-link btn-sm text-danger p-0 ms-2" onClick={remove} disabled={busy} aria-label={`Remove ${name} from the plan`}>
      Remove
    </button>
  );
}
