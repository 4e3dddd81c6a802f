'use client';
import { useState } from 'react';
import { lazyComponent } from '@/components/lazy/lazy-component';

// The calculator's code (and the states' rates) loads when the visitor opens it.
const EmiCalculator = lazyComponent(() => import('./emi-calculator').then((m) => m.EmiCalculator));

/** On sale detail pages: one button until the visitor wants the figures. */
/** `label`: the button's words in the page's language (the calculator itself is English yet). */
export function EmiLauncher({ price, state, label = 'Calculate EMI and cost of buying' }: { price: number | null; state: string | null; label?: string }) {
  const [open, setOpen] = useState(false);
  return open ? <EmiCalculator price={price} state={state} /> : (
    <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setOpen(true)}>
      {label}
    </button>
  );
}
