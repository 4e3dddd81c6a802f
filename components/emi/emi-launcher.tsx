'use client';
import { useState } from 'react';
import { lazyComponent } from '@/components/lazy/lazy-component';
import type { PriceLocale } from '@/lib/format/price';
import type { EmiWords } from './emi-words';

// The calculator's code (and the states' rates) loads when the visitor opens it.
const EmiCalculator = lazyComponent(() => import('./emi-calculator').then((m) => m.EmiCalculator));

/** On sale detail pages: one button until the visitor wants the figures. */
/** `label`, `words`, `locale`: the button's and the calculator's words in the page's language (English by default). */
export function EmiLauncher({ price, state, label = 'Calculate EMI and cost of buying', words, locale }: {
  price: number | null; state: string | null; label?: string; words?: EmiWords; locale?: PriceLocale;
}) {
  const [open, setOpen] = useState(false);
  return open ? <EmiCalculator price={price} state={state} words={words} locale={locale} /> : (
    <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setOpen(true)}>
      {label}
    </button>
  );
}
