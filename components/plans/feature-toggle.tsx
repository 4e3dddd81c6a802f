'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { AppError } from '@/lib/app-error';
import { toast } from '@/components/layout/toast';
import { featureListing } from '@/services/api/plans';

/** Feature (or stop featuring) one of my live listings under a plan's featured slots. */
export function FeatureToggle({ id, title, featured }: { id: number; title: string; featured: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await featureListing(id, !featured);
      toast.success(featured ? 'Listing no longer featured' : 'Listing featured');
      router.refresh();
    } catch (e) {
      toast.error(e instanceof AppError ? e.message : 'Something Went Wrong');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={featured ? 'btn btn-sm btn-outline-secondary' : 'btn btn-sm btn-outline-primary'}
      onClick={toggle} disabled={busy} aria-busy={busy || undefined} aria-label={`${featured ? 'Stop featuring' : 'Feature'} ${title}`}>
      {featured ? 'Stop featuring' : 'Feature'}
    </button>
  );
}
