'use client';
import { ToastContainer } from 'react-toastify';
import { TOAST_LIMIT, TOAST_MS } from '@/lib/constants';

// SPEC §2: at most 3 toasts, 5 s each; bottom-right, moved top-centre under
// 576 px by CSS (globals.css) so the position holds without JS measuring.
export function ToastHost() {
  return <ToastContainer position="bottom-right" autoClose={TOAST_MS} limit={TOAST_LIMIT} newestOnTop theme="colored" />;
}
