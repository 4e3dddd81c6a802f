'use client';
import { useRefreshingAction } from '@/components/forms/use-refreshing-action';
import { featureListing } from '@/services/api/plans';

/** Feature (or stop featuring) one of my live listings under a plan's featured slots. */
export function FeatureToggle({ id, title, featured }: { id: number; title: string; featured: boolean }) {
  const { busy, run } = useRefreshingAction();
  const toggle = () => run(() => featureListing(id, !featured), featured ? 'Listing no longer featured' : 'Listing featured');
  return (
    <button type="button" className={featured ? 'btn btn-sm btn-outline-secondary' : 'btn btn-sm btn-outline-primary'}
      onClick={toggle} disabled={busy} aria-busy={busy || undefined} aria-label={`${featured ? 'Stop featuring' : 'Feature'} ${title}`}>
      {featured ? 'Stop featuring' : 'Feature'}
    </button>
  );
}
