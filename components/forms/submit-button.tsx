'use client';
import type { ReactNode } from 'react';

/** Disabled while working, with a visible and announced progress state. */
export function SubmitButton({ busy, children, className = 'btn btn-primary', disabled }: {
  busy: boolean; children: ReactNode; className?: string; disabled?: boolean;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
