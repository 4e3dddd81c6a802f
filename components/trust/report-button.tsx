'use client';
import { useState } from 'react';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { requireLogin } from '@/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { ReportTarget } from './report-dialog';

const ReportDialog = lazyComponent(() => import('./report-dialog').then((m) => m.ReportDialog));

/** "Report this property/profile": login first; the dialog's code loads on first open. `label`: the page's language. */
export function ReportButton({ target, label }: { target: ReportTarget; label?: string }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-link btn-sm text-danger p-0"
        onClick={() => { if (!loggedIn) return void dispatch(requireLogin(null)); setMounted(true); setOpen(true); }}>
        {label ?? (target.type === 'property' ? 'Report this property' : 'Report this profile')}
      </button>
      {mounted && <ReportDialog show={open} onClose={() => setOpen(false)} target={target} />}
    </>
  );
}
