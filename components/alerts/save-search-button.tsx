'use client';
import { useState } from 'react';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { requireLogin } from '@/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

const SaveSearchDialog = lazyComponent(() => import('./save-search-dialog').then((m) => m.SaveSearchDialog));

/** "Save search" on a results page: login first; alerts are managed under Saved Searches in the profile. */
export function SaveSearchButton(props: { group: string; searchId: string; city: string; title: string }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline-primary btn-sm"
        onClick={() => { if (!loggedIn) return void dispatch(requireLogin(null)); setMounted(true); setOpen(true); }}>
        Save search
      </button>
      {mounted && <SaveSearchDialog show={open} onClose={() => setOpen(false)} {...props} />}
    </>
  );
}
