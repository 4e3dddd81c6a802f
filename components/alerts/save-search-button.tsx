'use client';
import { useState } from 'react';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { requireLogin } from '@/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

const SaveSearchDialog = lazyComponent(() => import('./save-search-dialog').then((m) => m.SaveSearchDialog));

/** "Save search" on a results page: login first; alerts are managed under Saved Searches in the profile. */
/** `label`: the button's words in the page's language (its dialog is English yet). */
export function SaveSearchButton({ label = 'Save search', ...props }: { group: string; searchId: string; city: string; title: string; label?: string }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline-primary btn-sm"
        onClick={() => { if (!loggedIn) return void dispatch(requireLogin(null)); setMounted(true); setOpen(true); }}>
        {label}
      </button>
      {mounted && <SaveSearchDialog show={open} onClose={() => setOpen(false)} {...props} />}
    </>
  );
}
