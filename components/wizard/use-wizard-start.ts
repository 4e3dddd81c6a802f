'use client';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { loadDraft } from './draft-store';

export type WizardStart<V> =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; values: V; step: number; baseline: V; restored: boolean };

/**
 * Where a wizard starts: the saved draft over the baseline if there is one, else
 * the baseline (blank when new, the stored item when editing) at the first step.
 * Read after mount: localStorage is browser-only. The draft key names the item
 * (kind and id), so a new key is a new start.
 */
export function useWizardStart<V extends object>(key: string, load: () => V | Promise<V>, stepCount: number): WizardStart<V> {
  const [start, setStart] = useState<WizardStart<V>>({ state: 'loading' });
  const loader = useRef(load);
  useEffect(() => { loader.current = load; });
  useEffect(() => {
    let gone = false;
    const fail = (err: unknown) => { if (!gone) setStart({ state: 'failed', message: errorMessage(err, 'Something Went Wrong') }); };
    const begin = (baseline: V) => {
      if (gone) return;
      const draft = loadDraft<V>(key);
      setStart(draft
        ? { state: 'ready', values: { ...baseline, ...draft.values }, step: Math.max(0, Math.min(draft.step, stepCount - 1)), baseline, restored: true }
        : { state: 'ready', values: baseline, step: 0, baseline, restored: false });
    };
    // Blanks start at once; a stored item (editing) is fetched first.
    try {
      const first = loader.current();
      if (first instanceof Promise) first.then(begin, fail);
      else begin(first);
    } catch (err) { fail(err); }
    return () => { gone = true; };
  }, [key, stepCount]);
  return start;
}
