'use client';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_MS } from '@/lib/constants';
import { onToastRequested, toastRequested } from './toast';

// The container (and react-toastify with it) loads with the first toast.
const ToastContainer = lazyComponent(() => import('react-toastify').then((m) => m.ToastContainer));

// SPEC §2: at most 3 toasts, 5 s each; bottom-right, moved top-centre under
// 576 px by CSS (globals.css) so the position holds without JS measuring.
export function ToastHost() {
  const requested = useSyncExternalStore(onToastRequested, toastRequested, () => false);
  if (!requested) return null;
  return <ToastContainer position="bottom-right" autoClose={TOAST_MS} limit={TOAST_LIMIT} newestOnTop theme="colored" />;
}
