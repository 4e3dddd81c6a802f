'use client';
import { useRefreshingAction } from '@/components/forms/use-refreshing-action';
import { deleteSubscriptionProject } from '@/services/api/plans';

/** Frees a plan's project slot (the project is kept; it shows under removed projects). */
export function RemoveProjectButton({ subscriptionId, projectId, name }: { subscriptionId: number; projectId: number; name: string }) {
  const { busy, run } = useRefreshingAction();
  const remove = () => {
    if (window.confirm(`Remove ${name} from this plan? Its slot becomes free.`)) void run(() => deleteSubscriptionProject(subscriptionId, projectId));
  };
  return (
    <button type="button" className="btn btn-link btn-sm text-danger p-0 ms-2" onClick={remove} disabled={busy} aria-label={`Remove ${name} from the plan`}>
      Remove
    </button>
  );
}
